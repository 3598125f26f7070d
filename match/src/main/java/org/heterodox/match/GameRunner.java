package org.heterodox.match;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.heterodox.rules.Game;
import org.heterodox.rules.Move;
import org.heterodox.rules.Outcome;
import org.heterodox.rules.Position;
import org.heterodox.rules.Reason;
import org.heterodox.rules.Result;
import org.heterodox.rules.Variant;
import org.heterodox.rules.format.FormatException;
import org.heterodox.rules.format.MoveReader;

/**
 * Plays one game between two {@link Player}s: sets up the opening, keeps both clocks, checks
 * every move against the rules, applies the adjudication rules and records everything in a
 * {@link Game}. A player that fails (crash, hang, time, illegal or unreadable move) loses the game;
 * the failure is the game's termination.
 */
final class GameRunner {
    private final Variant variant;
    private final Adjudication adjudication;
    private final long hangTimeoutMs;

    GameRunner(Variant variant, Adjudication adjudication, long hangTimeoutMs) {
        this.variant = variant;
        this.adjudication = adjudication;
        this.hangTimeoutMs = hangTimeoutMs;
    }

    /** The outcome of the game with its text; {@code game} holds the moves made. */
    record Ending(Result result, Reason reason, String termination, String text) {
    }

    GameRecord play(int number, int whiteIndex, int blackIndex, Player[] players, EngineConfig[] configs,
                    Opening opening, String event) {
        Game game = newGame(opening);
        Ending ending;
        String[] names = {players[0].name(), players[1].name()};
        try {
            ending = run(game, players, configs, opening);
        } catch (FailureOf f) {
            String side = f.side == 0 ? "White" : "Black";
            EngineFailure e = f.failure;
            String text = switch (e.kind()) {
                case ILLEGAL_MOVE -> side + " makes an illegal move: " + e.getMessage();
                case TIME_FORFEIT -> side + " loses on time";
                case STALLED -> side + "'s connection stalls";
                case CRASH -> side + " disconnects";
            };
            ending = new Ending(Result.loss(f.side), e.kind() == EngineFailure.Kind.TIME_FORFEIT
                    ? Reason.TIME_FORFEIT : Reason.UNSPECIFIED, e.termination(), text);
        }
        game.setTag("Event", event);
        game.setTag("Site", "?");
        game.setTag("Date", java.time.LocalDate.now(java.time.ZoneOffset.UTC).toString().replace('-', '.'));
        game.setTag("Round", Integer.toString(number));
        game.setTag("White", names[0]);
        game.setTag("Black", names[1]);
        if (ending.reason() != null) {
            game.setOutcome(new Outcome(ending.result(), ending.reason()));
            if (ending.reason() == Reason.UNSPECIFIED) {
                game.setTag(Game.TERMINATION, ending.termination());
            }
        }
        TimeControl white = configs[0].timeControl();
        TimeControl black = configs[1].timeControl();
        game.setTag("TimeControl", white.pgnTag().equals(black.pgnTag()) ? white.pgnTag() : white.pgnTag() + ":" + black.pgnTag());
        game.setTag("PlyCount", Integer.toString(game.ply()));
        game.addFinalComment(ending.text());
        return new GameRecord(number, whiteIndex, blackIndex, game, ending.result(), ending.text());
    }

    private Game newGame(Opening opening) {
        try {
            Game game = opening.fen() == null ? new Game(variant) : new Game(variant, opening.fen());
            for (String move : opening.moves()) {
                game.play(variant.machineNotation().parse(game.position(), move));
            }
            return game;
        } catch (FormatException e) {
            throw new IllegalArgumentException("opening " + opening + " is not legal: " + e.getMessage());
        }
    }

    /** A player's failure, with the side it played. */
    private static final class FailureOf extends Exception {
        final int side;
        final EngineFailure failure;

        FailureOf(int side, EngineFailure failure) {
            super(failure.getMessage(), null, false, false);
            this.side = side;
            this.failure = failure;
        }
    }

    private Ending run(Game game, Player[] players, EngineConfig[] configs, Opening opening) throws FailureOf {
        String startFen = game.startPosition().toFen();
        boolean standard = opening.fen() == null;
        List<String> moves = new ArrayList<>(opening.moves());
        for (int side = 0; side < 2; side++) {
            try {
                players[side].newGame(variant, startFen, standard);
            } catch (EngineFailure e) {
                throw new FailureOf(side, e);
            }
        }
        // Our own copy, kept in step with the game (which hands out fresh replays, with their history).
        Position position = game.position();
        long[] clock = {configs[0].timeControl().baseMs(), configs[1].timeControl().baseMs()};
        int[] movesMade = new int[2];
        Adjudication.Tracker tracker = adjudication.tracker();
        String pendingComment = null;
        while (true) {
            Outcome outcome = position.outcome();
            if (outcome.isOver()) {
                return new Ending(outcome.result(), null, "normal", describe(outcome));
            }
            int side = position.sideToMove();
            TimeControl own = configs[side].timeControl();
            TimeControl other = configs[side ^ 1].timeControl();
            int movesToGo = own.movesPerSession() > 0 ? own.movesPerSession() - movesMade[side] % own.movesPerSession() : 0;
            long start = System.nanoTime();
            long budgetMs;
            boolean forfeit;
            if (own.hasClock()) {
                budgetMs = clock[side] + configs[side].timeMarginMs();
                forfeit = true;
            } else if (own.moveTimeMs() > 0) {
                budgetMs = own.moveTimeMs() + configs[side].timeMarginMs();
                forfeit = true;
            } else {
                budgetMs = hangTimeoutMs;
                forfeit = false;
            }
            Turn turn = new Turn(position, startFen, standard, List.copyOf(moves), own, other, clock[side],
                    clock[side ^ 1], movesToGo, start + budgetMs * 1_000_000L, forfeit);
            Player.Reply reply;
            try {
                reply = players[side].think(turn);
            } catch (EngineFailure e) {
                throw new FailureOf(side, e);
            }
            long elapsedMs = (System.nanoTime() - start) / 1_000_000L;
            if (own.hasClock()) {
                clock[side] -= elapsedMs;
                if (clock[side] < -configs[side].timeMarginMs()) {
                    throw new FailureOf(side, new EngineFailure(EngineFailure.Kind.TIME_FORFEIT, players[side].name() + " loses on time"));
                }
                clock[side] = Math.max(0, clock[side]) + own.incrementMs();
            }
            if (reply.move() == null) {
                String who = side == 0 ? "White" : "Black";
                return new Ending(Result.loss(side), Reason.RESIGNATION, "normal", who + " resigns");
            }
            int decision = parse(position, reply.move());
            if (decision == 0) {
                throw new FailureOf(side, new EngineFailure(EngineFailure.Kind.ILLEGAL_MOVE, reply.move()));
            }
            // The engines hear every decision; the record holds the whole move once one completes it
            // (Ambiguous Chess: an announcement with several candidates waits for the opponent's choice,
            // and the move is commented with the announcer's score and time).
            moves.add(variant.machineNotation().format(position, decision));
            position.make(decision);
            int played = position.playedBy(decision);
            String comment = comment(reply.score(), elapsedMs);
            if (played == Move.NONE) {
                pendingComment = comment;
            } else {
                game.play(played).addCommentAfter(pendingComment != null ? pendingComment : comment);
                pendingComment = null;
            }
            movesMade[side]++;
            if (own.movesPerSession() > 0 && movesMade[side] % own.movesPerSession() == 0) {
                clock[side] += own.baseMs();
            }
            if (position.outcome().isOver()) {
                continue;
            }
            int fullMove = movesMade[side];
            switch (tracker.record(side, reply.score(), fullMove, game.ply())) {
                case MOVER_LOSES -> {
                    String winner = side == 0 ? "Black" : "White";
                    return new Ending(Result.loss(side), Reason.UNSPECIFIED, "adjudication", winner + " wins by adjudication");
                }
                case DRAW -> {
                    return new Ending(Result.DRAW, Reason.UNSPECIFIED, "adjudication", "Draw by adjudication");
                }
                case MAX_MOVES -> {
                    return new Ending(Result.DRAW, Reason.UNSPECIFIED, "adjudication", "Draw by adjudication: maximum moves");
                }
                case NONE -> {
                }
            }
        }
    }

    /**
     * A decision of the side to move (a move, or in Ambiguous Chess an announcement or a choice) in the
     * machine notation, else in any notation of the game (the rules' move reader); 0 when it is none.
     */
    private int parse(Position position, String text) {
        try {
            return MoveReader.read(position, text, variant.machineNotation(), MoveReader.Accept.DECISION).move();
        } catch (FormatException e) {
            return 0;
        }
    }

    private static String comment(Integer score, long ms) {
        String time = String.format(Locale.ROOT, "%.3fs", ms / 1000.0);
        if (score == null) {
            return time;
        }
        String eval = Math.abs(score) >= 29000
                ? (score > 0 ? "+M" : "-M") + (30000 - Math.abs(score) + 1) / 2
                : String.format(Locale.ROOT, "%+.2f", score / 100.0);
        return eval + " " + time;
    }

    private static String describe(Outcome outcome) {
        return switch (outcome.reason()) {
            case CHECKMATE -> (outcome.result() == Result.FIRST_WINS ? "White" : "Black") + " mates";
            case KING_CAPTURED -> (outcome.result() == Result.FIRST_WINS ? "White" : "Black") + " captures the king";
            default -> outcome.result() == Result.DRAW
                    ? "Draw by " + outcome.reason().text()
                    : (outcome.result() == Result.FIRST_WINS ? "White" : "Black") + " wins by " + outcome.reason().text();
        };
    }
}
