"""The British systems: CAA (2009) and English Schools (SCA), one exact search over score
levels.
"""
