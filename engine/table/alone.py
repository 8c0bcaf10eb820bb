"""Going alone, defending alone and the opening lead (``shared/rules.md`` sections 3 and 4): who may,
who must, and who leads first, each with the rule that decided it. The hand asks these, and so may
anyone who explains a hand: there is no second place that works them out.
"""

from __future__ import annotations

from enum import StrEnum
from typing import NamedTuple

from engine.table.rules import Rules


class Alone(StrEnum):
    """Whether a seat may play alone at a given moment, and why not when it may not.

    >>> str(Alone.ONLY_AGAINST_A_LONER), Alone("must") is Alone.MUST
    ('only_against_a_loner', True)
    """

    MAY = "may"
    MUST = "must"  # Canadian loner: the dealer's partner orders up only by going alone
    NO_PARTNERS = "no_partners"  # cutthroat: nobody has a partner to leave out
    OFF = "off"  # defend_alone is never
    ONLY_AGAINST_A_LONER = "only_against_a_loner"  # defend_alone is vs_loner and the maker has a partner


def canadian_seat(rules: Rules, dealer: int) -> int | None:
    """The seat that may order up only by going alone (Canadian loner: the dealer's partner), if any.

    >>> canadian_seat(Rules(canadian=True), dealer=3), canadian_seat(Rules(), dealer=3)
    (1, None)
    """
    return rules.seating.partner(dealer) if rules.canadian else None


def going_alone(rules: Rules, dealer: int, seat: int, *, ordering_up: bool) -> Alone:
    """Whether ``seat`` may go alone as it fixes trump: ``ordering_up`` in round 1, or naming a suit.

    >>> going_alone(Rules(canadian=True), 3, 1, ordering_up=True), going_alone(Rules(canadian=True), 3, 1,
    ...     ordering_up=False)
    (<Alone.MUST: 'must'>, <Alone.MAY: 'may'>)
    >>> going_alone(Rules(num_players=3), 0, 1, ordering_up=True)
    <Alone.NO_PARTNERS: 'no_partners'>
    """
    if not rules.seating.has_partners:
        return Alone.NO_PARTNERS
    if ordering_up and seat == canadian_seat(rules, dealer):
        return Alone.MUST
    return Alone.MAY


def defending_alone(rules: Rules, maker_alone: bool) -> Alone:
    """Whether a defender may defend alone once trump is fixed, against a lone maker or not.

    >>> [str(defending_alone(Rules(defend_alone=d), False)) for d in ("never", "vs_loner", "always")]
    ['off', 'only_against_a_loner', 'may']
    >>> defending_alone(Rules(defend_alone="vs_loner"), maker_alone=True)
    <Alone.MAY: 'may'>
    """
    if not rules.seating.has_partners:
        return Alone.NO_PARTNERS
    if rules.defend_alone == "never":
        return Alone.OFF
    if rules.defend_alone == "vs_loner" and not maker_alone:
        return Alone.ONLY_AGAINST_A_LONER
    return Alone.MAY


def sitting_out(rules: Rules, loner: int | None = None, lone_defender: int | None = None) -> frozenset[int]:
    """The seats whose partner plays alone: they put their cards face down for the hand.

    >>> sorted(sitting_out(Rules(), loner=1, lone_defender=2))
    [0, 3]
    """
    table = rules.seating
    out: set[int] = set()
    for seat in (loner, lone_defender):
        if seat is not None:
            out |= set(table.side_seats(seat)) - {seat}
    return frozenset(out)


class LeadRule(StrEnum):
    """The rule that decided the opening lead (``str`` is its stable code).

    >>> [str(rule) for rule in LeadRule]
    ['left_of_dealer', 'left_of_loner', 'sitting_out_skipped', 'lone_defender_leads']
    """

    LEFT_OF_DEALER = "left_of_dealer"  # the player on the dealer's left leads
    LEFT_OF_LONER = "left_of_loner"  # loner_lead is left_of_loner: the player left of the one playing alone leads
    SITTING_OUT_SKIPPED = "sitting_out_skipped"  # that player sits out: the next active player leads
    LONE_DEFENDER_LEADS = "lone_defender_leads"  # left_of_loner, and the lone defender's partner sits there


class OpeningLead(NamedTuple):
    """Who leads the first trick, the rule that says so, and the seat passed over (if one was).

    >>> OpeningLead(1, LeadRule.SITTING_OUT_SKIPPED, skipped=0).skipped
    0
    """

    seat: int
    rule: LeadRule
    skipped: int | None = None


def opening_lead(rules: Rules, dealer: int, loner: int | None = None, lone_defender: int | None = None) -> OpeningLead:
    """The opening leader of a hand (``rules.md`` section 4, option ``loner_lead``).

    >>> opening_lead(Rules(), dealer=3)
    OpeningLead(seat=0, rule=<LeadRule.LEFT_OF_DEALER: 'left_of_dealer'>, skipped=None)
    >>> opening_lead(Rules(), dealer=3, loner=2).rule        # South, the loner's partner, sits out
    <LeadRule.SITTING_OUT_SKIPPED: 'sitting_out_skipped'>
    >>> r = Rules(loner_lead="left_of_loner", defend_alone="always")
    >>> opening_lead(r, dealer=3, loner=1)
    OpeningLead(seat=2, rule=<LeadRule.LEFT_OF_LONER: 'left_of_loner'>, skipped=None)
    >>> opening_lead(r, dealer=3, loner=1, lone_defender=0)   # North, the lone defender's partner, sits out
    OpeningLead(seat=0, rule=<LeadRule.LONE_DEFENDER_LEADS: 'lone_defender_leads'>, skipped=2)
    >>> opening_lead(r, dealer=3, lone_defender=0)            # against two makers: West, on his left, leads
    OpeningLead(seat=1, rule=<LeadRule.LEFT_OF_LONER: 'left_of_loner'>, skipped=None)
    """
    table = rules.seating
    if loner is None and lone_defender is None:  # nobody sits out: the common case, kept cheap
        return OpeningLead(table.left_of(dealer), LeadRule.LEFT_OF_DEALER)
    # left_of_loner: the left of whoever plays alone, the lone maker first, else a lone defender facing two
    # makers (seed 000: the lone player's left neighbour leads; docs/rules.md says why).
    lone = loner if loner is not None else lone_defender
    by_loner = rules.loner_lead == "left_of_loner" and lone is not None
    start = lone if by_loner and lone is not None else dealer
    first = table.left_of(start)
    out = sitting_out(rules, loner, lone_defender)
    if first not in out:
        return OpeningLead(first, LeadRule.LEFT_OF_LONER if by_loner else LeadRule.LEFT_OF_DEALER)
    leader = table.next_active(start, out)
    if by_loner and leader == lone_defender:
        return OpeningLead(leader, LeadRule.LONE_DEFENDER_LEADS, first)
    return OpeningLead(leader, LeadRule.SITTING_OUT_SKIPPED, first)
