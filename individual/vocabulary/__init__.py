"""The words both engines share: colour, result, player, article, decision, errors. Standard
library only.
"""
