package org.heterodox.server.tournament;

import java.util.List;
import java.util.function.LongSupplier;
import org.heterodox.server.account.Account;

/**
 * The arbiter's tools of a Swiss between its rounds: the organiser pairs the waiting round again,
 * sets its boards by hand (with a reason, logged) and starts it; when the rules cannot pair a round the
 * organiser pairs it by hand or ends the tournament; players request half-point byes for rounds not
 * yet paired. Each change runs under the tournament's lock ({@link TournamentKeeper#mutate}).
 */
public final class ArbiterService {
    private final TournamentKeeper keeper;
    private final RoundDirector director;
    private final LongSupplier clock;

    ArbiterService(TournamentKeeper keeper, RoundDirector director, LongSupplier clock) {
        this.keeper = keeper;
        this.director = director;
        this.clock = clock;
    }

    /** Pairs the waiting round again by the rules (the organiser's edits are dropped), or tries again a round that could not be paired. */
    public Tournament pairAgain(String id, Account organiser) {
        return keeper.mutate(id, t -> {
            int round = editableRound(t, organiser);
            t.unpairRound(round);
            t.currentRound(round - 1);
            t.roundWaiting(false);
            t.pairingProblem(null);
            log(t, organiser.name(), "pair-again", "round " + round, "round", String.valueOf(round));
            t.format().pairAgain(t, round, director);
            keeper.save(t, "paired");
            return t;
        });
    }

    /** Sets the pairing of the waiting round (or of a round the rules could not pair) by hand; it waits to be started. */
    public Tournament setPairing(String id, Account organiser, int round, List<List<String>> boards, String bye,
                                 String reason) {
        return keeper.mutate(id, t -> {
            int editable = editableRound(t, organiser);
            if (round != editable) {
                throw TournamentException.conflict("round " + editable + " is the round to pair, not round " + round);
            }
            PlannedRound planned = ManualPairing.check(t, round, boards, bye);
            List<Board> before = t.boardsOf(round);
            String changes = ManualPairing.changes(t, before, planned);
            t.unpairRound(round);
            director.publishRound(t, round, planned, true);
            log(t, organiser.name(), "pairing", "round " + round + ": " + changes + "; " + reason,
                    "round", String.valueOf(round), "boards", changes, "reason", reason);
            keeper.save(t, "paired");
            return t;
        });
    }

    /** Starts the waiting round: its games are created. */
    public Tournament startRound(String id, Account organiser) {
        return keeper.mutate(id, t -> {
            requireEditable(t, organiser);
            if (!t.roundWaiting()) {
                throw TournamentException.conflict(t.pairingProblem() != null
                        ? "round " + (t.currentRound() + 1) + " is not paired: " + t.pairingProblem()
                        : "no round is waiting to start");
            }
            director.startRound(t);
            log(t, organiser.name(), "start-round", "round " + t.currentRound(), "round",
                    String.valueOf(t.currentRound()));
            keeper.save(t, "round");
            t.format().afterResults(t, director); // a round of forfeits alone is complete at once
            return t;
        });
    }

    /** Ends the tournament between rounds (a round that cannot be paired, or a waiting round dropped). */
    public Tournament end(String id, Account organiser) {
        return keeper.mutate(id, t -> {
            requireEditable(t, organiser);
            if (!t.roundWaiting() && t.pairingProblem() == null) {
                throw TournamentException.conflict("a tournament ends here between rounds: when a round waits to start or"
                        + " cannot be paired");
            }
            if (t.roundWaiting()) {
                t.unpairRound(t.currentRound());
                t.currentRound(t.currentRound() - 1);
                t.roundWaiting(false);
            }
            t.pairingProblem(null);
            t.status(TournamentStatus.FINISHED);
            log(t, organiser.name(), "end", "after round " + t.currentRound(), "round",
                    String.valueOf(t.currentRound()));
            keeper.save(t, "finished");
            return t;
        });
    }

    /** A player asks for a half-point bye in a round not yet paired ({@code requested}), or takes the request back. */
    public Tournament requestBye(String id, Account player, int round, boolean requested) {
        return keeper.mutate(id, t -> {
            TournamentPlayer entrant = t.playerOf(player.id())
                    .orElseThrow(() -> TournamentException.conflict("you are not in this tournament"));
            int allowed = t.settings().arbiter().maxHalfPointByes();
            if (allowed == 0) {
                throw TournamentException.conflict("this tournament gives no half-point byes");
            }
            if (t.status().over()) {
                throw TournamentException.conflict("the tournament is " + t.status().wire());
            }
            if (entrant.withdrawn()) {
                throw TournamentException.conflict("you have withdrawn");
            }
            if (round > t.format().totalRounds(t)) {
                throw TournamentException.badRequest("the tournament has " + t.format().totalRounds(t) + " rounds");
            }
            if (round <= t.currentRound()) {
                throw TournamentException.conflict("round " + round + " is already paired");
            }
            boolean has = t.requestedByes(entrant.number()).stream().anyMatch(b -> b.round() == round);
            if (requested) {
                if (has) {
                    throw TournamentException.conflict("you already have a half-point bye in round " + round);
                }
                if (t.requestedByes(entrant.number()).size() >= allowed) {
                    throw TournamentException.conflict("a player may have " + allowed + " half-point "
                            + (allowed == 1 ? "bye" : "byes"));
                }
                t.addBye(new Bye(round, entrant.number(), Bye.REQUESTED, 1));
            } else {
                if (!has) {
                    throw TournamentException.conflict("you have no half-point bye in round " + round);
                }
                t.removeBye(round, entrant.number());
            }
            log(t, player.name(), requested ? "bye" : "bye-withdrawn", entrant.name() + ", round " + round,
                    "player", entrant.name(), "round", String.valueOf(round));
            keeper.save(t, "bye");
            return t;
        });
    }

    /** The round the organiser may pair: the waiting round, or the next when the rules could not pair it. */
    private static int editableRound(Tournament t, Account organiser) {
        requireEditable(t, organiser);
        if (t.roundWaiting()) {
            return t.currentRound();
        }
        if (t.pairingProblem() != null) {
            return t.currentRound() + 1;
        }
        throw TournamentException.conflict(t.currentRound() == 0 ? "no round is paired yet"
                : "round " + t.currentRound() + " has started; pairings are edited before a round starts");
    }

    private static void requireEditable(Tournament t, Account organiser) {
        TournamentService.requireOrganiser(t, organiser);
        if (!t.format().editablePairings()) {
            throw TournamentException.conflict("a " + t.kind().wire() + "'s pairings are not edited by hand");
        }
        if (t.status() != TournamentStatus.RUNNING) {
            throw TournamentException.conflict("the tournament is " + t.status().wire());
        }
    }

    private void log(Tournament t, String actor, String action, String detail, String... params) {
        t.addLog(LogEntry.of(clock.getAsLong(), actor, action, detail, params));
    }
}
