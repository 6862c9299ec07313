"""The rounds an event plans: whether one is left to pair. Every edge refusing to pair past
the last round planned (both workbooks, every TRF) asks here, each with its own message."""


def round_left(planned: int, paired: int) -> bool:
    """Whether an event planning ``planned`` rounds, ``paired`` of them paired, has a round
    left to pair; one that does not say how many it plans (``planned`` 0: a TRF without
    record 142 or ``XXR``) always has."""
    return not 0 < planned <= paired
