"""The rounds an event plans: whether one is left to pair, and the one sentence every edge
refusing to pair past the last round planned (both workbooks, every TRF) says, each naming
where the number is written and raising its own error type."""

from individual.vocabulary.figures import plural


def round_left(planned: int, paired: int) -> bool:
    """Whether an event planning ``planned`` rounds, ``paired`` of them paired, has a round
    left to pair; one that does not say how many it plans (``planned`` 0: a TRF without
    record 142 or ``XXR``) always has."""
    return not 0 < planned <= paired


def all_paired(planned: int, where: str) -> str:
    """The refusal when every one of the ``planned`` rounds (written in ``where``: a cell, a
    record) is paired: ``the event plans 1 round (Rounds), all paired: ...``, with the way on
    (planning more there), the same on every edge."""
    rounds = plural(planned, "round")
    return (
        f"the event plans {rounds} ({where}), all paired: no round is left to pair; "
        "plan more to pair another"
    )
