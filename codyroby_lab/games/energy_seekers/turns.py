"""Playing an Energy Seekers turn: moving with hand cards or a remote-controlled piece's
pile, declaring stuck, giving cards, answering a challenge, drawing, and passing the turn,
and what the square a move ends on does (SPECIAL_AT_END): Remote Control, a tunnel, Swap, a
Challenge marker.

A checked action runs here step by step (one step per card run, per draw, per square
effect); each step is recorded with the events it caused and the rule behind each.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from codyroby_lab.core.events import Event, display_name
from codyroby_lab.core.protocol import Action
from codyroby_lab.games.cards import CARD_RULES, take
from codyroby_lab.games.energy_seekers import events as kinds
from codyroby_lab.games.energy_seekers import rules
from codyroby_lab.games.energy_seekers.actions import answer_of, cards_of, target_of
from codyroby_lab.games.energy_seekers.board import PathBoard
from codyroby_lab.games.energy_seekers.checks import targets
from codyroby_lab.games.energy_seekers.rules import shuffled

if TYPE_CHECKING:
    from codyroby_lab.games.energy_seekers.state import EnergySeekersState

#: the special squares a challenge's move may leave a piece on, as the lesson names them
#: (Repetition is not here: it acts at the next move, wherever the piece came from)
STAYS_ON = {"tunnel": "tunnel end", "challenge": "Challenge marker",
            "remote": "Remote Control square", "swap": "Swap square"}


def where(board: PathBoard, at: int) -> str:
    """A path position in words: ``position 8 (H7)``."""
    return f"position {at + 1} ({board.name_of(at)})"


def do(s: EnergySeekersState, act: Action, rec: Any) -> None:
    """Play a checked action, recording each step in ``rec``."""
    s._rec, s._doing = rec, act
    try:
        {"play": _play, "stuck": _stuck, "give": _give, "run": _run,
         "answer": _answer}[act.verb](s, act)
    finally:
        s._rec = s._doing = None


def _record(s: EnergySeekersState, *events: Event, card: str = "", slot: int = 0,
            turn: bool = False) -> None:
    """One step: the state now, its events and the card that ran (if any). Its actor
    is the acting player, or with ``turn`` the player whose turn begins (a draw after a
    move is the drawer's step, not the mover's). Its phase is the one it ran in (the
    draw, a give, an answer or the move), not the one the state goes on to: the desk
    check showed "Cody draws 3 cards" under *give*."""
    if s._rec is None:  # the first draw, before any action
        return
    ref = s._rec.card(card, owner=s.player, slot=slot) if card else -1
    actor = s.player if turn or s._doing is None else s._doing.player
    verb = "draw" if turn or s._doing is None else s._doing.verb
    phase = verb if verb in ("draw", "give", "answer") else "move"   # play, run, stuck
    s._rec.push_state(s, ref, events, actor, phase)


def _play(s: EnergySeekersState, act: Action) -> None:
    _walk(s, cards_of(act), rules.MOVE, s.hands[s.turn])


def _run(s: EnergySeekersState, act: Action) -> None:
    """REMOTE_RUN: the controlled piece runs its pile instead of its player's cards."""
    cards, s.piles[s.turn] = s.piles[s.turn], []
    s.controlled[s.turn] = False
    if not cards:
        _record(s, Event.of(kinds.PASSED, rules.REMOTE_RUN,
                            f"nobody gave {display_name(s.player)}'s piece a "
                            "card: it stays"))
        _end_turn(s)
        return
    _walk(s, tuple(cards), rules.REMOTE_RUN)


def _walk(s: EnergySeekersState, cards: tuple[str, ...], why: Any,
          hand: list[str] | None = None) -> None:
    """Run a move (MOVE or REMOTE_RUN) card by card, then what it ends on. The cards
    of a move from ``hand`` leave it one by one, so the hand at a step is the hand
    after that step's card (walk 06p3, fault 3: all of them left at step 1); those a
    cancelled or won move does not reach are used up with it."""
    board, t, key = s.game.board, s.turn, s.player
    who = display_name(key)
    walk = rules.move(board, s.pos[t], s.facing[t], cards)
    if walk.times == 2:
        _record(s, Event.of(kinds.REPEATED, rules.REPETITION, f"{who} starts on a "
                            f"Repetition square: {' '.join(cards)} runs twice"))
    for k, (card, at, face) in enumerate(walk.steps):
        before = s.pos[t]
        s.pos[t], s.facing[t], s.last = at, face, card
        if card == "F":
            text = f"{who} moves forward from {where(board, before)} to {where(board, at)}"
            event = Event.of(kinds.MOVED, CARD_RULES[card], text, player=key, to=at + 1)
        else:
            text = f"{who} turns {'left' if card == 'L' else 'right'} and faces {face.word}"
            event = Event.of(kinds.TURNED, CARD_RULES[card], text, player=key,
                             facing=face.name)
        if hand is not None and k < len(cards):   # a Repetition's second round: gone
            take(hand, (card,))
        _record(s, event, card=card, slot=k % len(cards))
    if hand is not None:
        take(hand, cards[len(walk.steps):])
    s.discard.extend(cards)
    spent = Event.of(kinds.DISCARDED, why, f"{who} discards {' '.join(cards)}", cards=cards)
    if walk.wrong is not None:
        # the step is the wrong card's: the table and Predict name it (walk 06w, faults
        # 1 and 16: Predict said "Step 2 plays no card" at the F that left the path)
        s.pos[t], s.facing[t], s.controlled[t] = walk.start, walk.facing0, True
        _record(s, Event.of(
            kinds.CANCELLED, rules.WRONG_MOVE,
            f"{who}'s move is cancelled: card {walk.wrong % len(cards) + 1} (F)"
            f"{_time_round(walk.wrong, len(cards), walk.times)} would leave "
            f"the path, so {who} goes back to {where(board, walk.start)} and will be "
            "remote-controlled next turn", player=key), spent,
            card="F", slot=walk.wrong % len(cards))
        _end_turn(s)
        return
    _record(s, spent)
    if walk.won:
        _win(s, t)
        return
    if not walk.arrived:
        _end_turn(s)  # turned in place: the square it stands on does not act again
        return
    s.visits[walk.end] += 1
    _land(s, t)


def _answer(s: EnergySeekersState, act: Action) -> None:
    answer, question = answer_of(act), s.asked()
    ok = question.is_right(answer)
    s.question = None
    s.phase = "move"
    said = "right" if ok else "that is not the answer"
    _challenge_result(s, s.turn, ok, f"{display_name(s.player)} answers {answer}: "
                                     f"{said}, so ", "" if ok else question.hint)


def _stuck(s: EnergySeekersState, act: Action) -> None:
    hand, key = s.hands[s.turn], s.player
    s.discard.extend(hand)
    _record(s, Event.of(kinds.STUCK, rules.STUCK, f"{display_name(key)} is stuck: discards "
                        f"{' '.join(hand) or 'no card'} and passes", player=key))
    hand.clear()
    _end_turn(s)


def _give(s: EnergySeekersState, act: Action) -> None:
    key, target, cards = s.player, target_of(act), cards_of(act)
    who = display_name(key)
    s.phase = "move"     # in the giving step: no step of its own, where nothing happens
    if target is None or not cards:
        _record(s, Event.of(kinds.GAVE, rules.REMOTE_GIVE,
                            f"{who} gives no card to a remote-controlled piece"))
    else:
        t = s.game.players.index(target)
        take(s.hands[s.turn], cards)
        s.piles[t].extend(cards)
        _record(s, Event.of(kinds.GAVE, rules.REMOTE_GIVE,
                            f"{who} gives {' '.join(cards)} to "
                            f"{display_name(target)}'s piece (its cards: "
                            f"{' '.join(s.piles[t])})", player=key,
                            to=target, cards=cards))


def _win(s: EnergySeekersState, t: int) -> None:
    s.winner_index, s.phase = t, "over"
    key = s.game.players[t]
    _record(s, Event.of(kinds.WON, rules.WIN, f"{display_name(key)} reaches the energy "
                        "station and wins", player=key))


def _end_turn(s: EnergySeekersState) -> None:
    s.turns += 1
    if s.turns >= s.game.max_turns:
        s.phase = "over"
        _record(s, Event.of(kinds.ENDED, rules.GOAL, f"the game stops after "
                            f"{s.turns} turns with no winner"))
        return
    s.turn = (s.turn + 1) % len(s.game.players)
    begin_turn(s)


def begin_turn(s: EnergySeekersState) -> None:
    """HAND: refill to 3 (RESHUFFLE when the deck runs out); then give or move. The cards
    drawn are the drawer's secret: the others read how many."""
    hand, drawn = s.hands[s.turn], []
    for _ in range(rules.hand_need(hand)):
        if not s.deck and s.discard:
            s.deck, s.discard = shuffled(s.rng, s.discard), []
            _record(s, Event.of(kinds.RESHUFFLED, rules.RESHUFFLE, "the deck ran out: "
                                "the played cards are shuffled into a new deck"),
                    turn=True)
        if not s.deck:
            break
        drawn.append(s.deck.pop(0))
        hand.append(drawn[-1])
    s.phase = "give" if targets(s) else "move"
    who, n = display_name(s.player), len(drawn)
    if drawn:
        _record(s, Event.of(kinds.DREW, rules.HAND, f"{who} draws {' '.join(drawn)}",
                            only=(s.player,), public=f"{who} draws {n} "
                            f"card{'s' * (n != 1)}", player=s.player, cards=drawn),
                turn=True)
    else:   # the turn still begins: its step says so (an empty step puzzled learners)
        why = "holds 3 cards already" if len(hand) >= 3 else "finds no card left to draw"
        _record(s, Event.of(kinds.DREW, rules.HAND, f"{who} {why} and draws none",
                            player=s.player, cards=[]), turn=True)


# --- what the square a move ends on does (SPECIAL_AT_END) -----------------------------


def _land(s: EnergySeekersState, t: int) -> None:
    """SPECIAL_AT_END: what the square a move ends on does."""
    board, key, at = s.game.board, s.game.players[t], s.pos[t]
    who = display_name(key)
    if rules.remote_control(board, at):
        s.controlled[t] = True
        _record(s, Event.of(kinds.REMOTE_CONTROLLED, rules.REMOTE_CONTROL,
                            f"{who} ends on Remote Control: the other players will "
                            "move it next turn", player=key))
    elif (other := rules.teletransport(board, at)) is not None:
        s.pos[t] = other
        _record(s, Event.of(kinds.TELEPORTED, rules.TELETRANSPORT,
                            f"{who} goes through the tunnel from {where(board, at)} "
                            f"to {where(board, other)}, still facing "
                            f"{s.facing[t].word}", player=key, to=other + 1))
    elif (other := rules.swap(board, at)) is not None:
        moved = [p for p, q in enumerate(s.pos) if q == other and p != t]
        for p in moved:
            s.pos[p] = at
        s.pos[t] = other
        names = " and ".join(display_name(s.game.players[p]) for p in moved)
        also = f"; {names} moves to {where(board, at)}" if moved else ""
        _record(s, Event.of(kinds.SWAPPED, rules.SWAP,
                            f"{who} jumps across the path to {where(board, other)}"
                            f"{also}", player=key, to=other + 1))
    elif rules.challenge(board, at):
        _challenge(s, t)
        return
    _end_turn(s)


def _challenge(s: EnergySeekersState, t: int) -> None:
    """CHALLENGE: ask the question, or judge at once (chance, a callable)."""
    c, key = s.game.challenge, s.game.players[t]
    who = display_name(key)
    if c.kind == "questions":
        s.question = int(s.rng.integers(len(c.questions)))
        s.phase = "answer"
        q = c.questions[s.question]
        _record(s, Event.of(kinds.CHALLENGED, rules.CHALLENGE,
                            f"{who} meets a challenge: {q.question} "
                            f"({' / '.join(q.choices)})", player=key))
        return
    ok = bool(c.judge(s, key)) if c.judge is not None else bool(s.rng.random() < c.p)
    _challenge_result(s, t, ok)


def _challenge_result(s: EnergySeekersState, t: int, ok: bool, answered: str = "",
                      hint: str = "") -> None:
    """What a challenge's right or wrong answer does; ``answered`` begins its words (the
    answer given, when a question was asked) and the question's ``hint`` ends them (a
    wrong answer's: how to find the answer, never the answer)."""
    c, board, key = s.game.challenge, s.game.board, s.game.players[t]
    who = display_name(key)
    effect = c.success if ok else c.failure
    word = "passes" if ok else "fails"
    if "move" in effect:
        before = s.pos[t]
        s.pos[t] = min(max(before + effect["move"], 0), board.size - 1)
        text = (f"{who} {word} the challenge and goes {_squares(s.pos[t] - before)}to "
                f"{where(board, s.pos[t])}{_stays(board, s.pos[t], who)}")
    elif "remote" in effect:
        s.controlled[t] = True
        text = f"{who} {word} the challenge and will be remote-controlled next turn"
    else:
        text = f"{who} {word} the challenge"
    if hint:
        text = f"{text}. Hint: {hint}"
    _record(s, Event.of(kinds.CHALLENGE_DONE, rules.CHALLENGE, answered + text,
                        player=key, ok=ok))
    if rules.win(board, s.pos[t]):
        _win(s, t)
    else:
        _end_turn(s)


def _squares(n: int) -> str:
    """How far a challenge's move goes, and which way, in words (nothing for no move).

    >>> _squares(2), _squares(-1), _squares(0)
    ('2 squares on ', '1 square back ', '')
    """
    if not n:
        return ""
    return f"{abs(n)} square{'s' * (abs(n) != 1)} {'on' if n > 0 else 'back'} "


def _stays(board: PathBoard, at: int, who: str) -> str:
    """Why a piece a challenge sent to a special square stays there (SPECIAL_AT_END: no
    chains): walk 06n, fault 11, a child saw Ada sent back onto a tunnel end and not go
    through.

    >>> board = PathBoard.default()
    >>> _stays(board, 17, "Ada")
    ': a square reached by a challenge does nothing, so Ada stays on this tunnel end'
    >>> _stays(board, 1, "Ada"), _stays(board, 14, "Ada")
    ('', '')
    """
    name = STAYS_ON.get(board.kind(at) or "")
    return f": a square reached by a challenge does nothing, so {who} stays on this {name}" \
        if name else ""


def _time_round(wrong: int, cards: int, times: int) -> str:
    """Which time round the cards were when card ``wrong`` (an index into the cards run)
    went wrong, when they run twice (a Repetition square); nothing when they run once.

    >>> _time_round(1, 2, 1), _time_round(1, 2, 2), _time_round(2, 2, 2)
    ('', ' the first time round', ' the second time round')
    """
    if times == 1:
        return ""
    return f" the {('first', 'second')[wrong // cards]} time round"
