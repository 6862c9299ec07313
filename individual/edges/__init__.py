"""Everything that touches the outside world for individual events, and the edge tools both
sides share.
"""
