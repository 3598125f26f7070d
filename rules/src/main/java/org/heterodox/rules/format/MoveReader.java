package org.heterodox.rules.format;

import java.util.ArrayList;
import java.util.List;
import org.heterodox.rules.Move;
import org.heterodox.rules.MoveList;
import org.heterodox.rules.Outcome;
import org.heterodox.rules.Position;

/**
 * The one way to read a move written in any notation of the position's game: game records (PGN,
 * {@code Game.play}), the server's move requests and the command line all read moves here.
 *
 * <p>The notations are tried in the game's order (the record notation first), after a preferred one
 * when the caller gives it: a record keeps to one notation, and some writings mean different moves in
 * two notations (U-Chess {@code RxP}: a rook takes in English, the king in Latin). Each notation
 * first reads only its own form ({@link MoveNotation#parseOwnForm}); the tolerant readings come after.
 * The move read must be one the caller can play: a whole played move ({@link Accept#PLAYED}, what a
 * record holds) or one decision of the turn ({@link Accept#DECISION}, what a player sends in Ambiguous
 * Chess). When no notation reads the text, the error is a {@link UnreadableMoveException} whose message
 * is the record notation's explanation followed by the notations tried.
 *
 * <p>Where a turn is split between the players (Ambiguous Chess: the mover announces a square, the
 * opponent chooses which of the mover's pieces goes there), a decision is what the player on turn
 * may decide: a typed square is an announcement, and a whole move is taken as its announcement only
 * when its square has that single candidate, because a player may not choose their own piece.
 */
public final class MoveReader {
    /**
     * Longer than any move in any notation the project writes: readers of moves from the network
     * refuse longer text before it gets here. The reader itself takes any length (a record may add
     * runs of check signs).
     */
    public static final int MAX_LENGTH = 32;

    /** What the caller is going to {@link Position#make}. */
    public enum Accept {
        /** A whole move of the game's record ({@link Position#generatePlayed}). */
        PLAYED,
        /**
         * One decision of the turn ({@link Position#generate}): an announcement, a choice, or a move;
         * a whole move only when it is the mover's decision alone.
         */
        DECISION
    }

    /** A move and the notation that read it. */
    public record ReadMove(int move, MoveNotation notation) {
    }

    private MoveReader() {
    }

    /** The whole move {@code text} denotes in any notation of the game. */
    public static int read(Position position, String text) throws FormatException {
        return read(position, text, null, Accept.PLAYED).move();
    }

    /** The decision (in Ambiguous Chess an announcement or a choice; elsewhere a move) {@code text} denotes. */
    public static int readDecision(Position position, String text) throws FormatException {
        return read(position, text, null, Accept.DECISION).move();
    }

    /**
     * Reads {@code text} trying {@code preferred} (when not null) first, then the game's notations in
     * order, and returns the first reading the caller can play.
     *
     * @throws UnreadableMoveException when the text is empty or no notation reads it as a move the
     *                                 caller can play
     */
    public static ReadMove read(Position position, String text, MoveNotation preferred, Accept accept)
            throws FormatException {
        if (text == null || text.isBlank()) {
            throw new UnreadableMoveException("the move is empty", "", List.of());
        }
        String trimmed = text.strip();
        List<MoveNotation> order = order(position, preferred);
        // The first notation tried may read the text against the position alone: the move the first
        // reading below would return, found without the list of every legal move.
        int direct = order.get(0).readDirect(position, trimmed);
        if (direct != Move.NONE) {
            return new ReadMove(direct, order.get(0));
        }
        return readGenerally(position, trimmed, order, accept);
    }

    /** {@link #read}, never through {@link MoveNotation#readDirect}: the reference the shortcut is tested against. */
    static ReadMove readWithoutShortcut(Position position, String text, MoveNotation preferred, Accept accept)
            throws FormatException {
        if (text == null || text.isBlank()) {
            throw new UnreadableMoveException("the move is empty", "", List.of());
        }
        return readGenerally(position, text.strip(), order(position, preferred), accept);
    }

    private static ReadMove readGenerally(Position position, String trimmed, List<MoveNotation> order, Accept accept)
            throws FormatException {
        MoveList playable = new MoveList();
        if (accept == Accept.PLAYED) {
            position.generatePlayed(playable);
        } else {
            position.generate(playable);
        }
        for (MoveNotation notation : order) {
            try {
                int move = notation.parseOwnForm(position, trimmed);
                if (playable.contains(move)) {
                    return new ReadMove(move, notation);
                }
            } catch (FormatException e) {
                // the tolerant readings below explain the failure
            }
        }
        List<UnreadableMoveException.Attempt> attempts = new ArrayList<>(order.size());
        int wholeMove = Move.NONE;
        MoveNotation wholeMoveNotation = null;
        for (MoveNotation notation : order) {
            try {
                int move = notation.parse(position, trimmed);
                if (playable.contains(move)) {
                    return new ReadMove(move, notation);
                }
                if (accept == Accept.DECISION && wholeMove == Move.NONE && isPlayed(position, move)) {
                    wholeMove = move;
                    wholeMoveNotation = notation;
                }
                attempts.add(new UnreadableMoveException.Attempt(notation.name(), "'" + trimmed + "' reads as a move, but "
                        + (accept == Accept.PLAYED ? "not as a whole move of the game here" : "not as one decision of this turn")));
            } catch (FormatException e) {
                attempts.add(new UnreadableMoveException.Attempt(notation.name(), e.getMessage()));
            }
        }
        if (wholeMove != Move.NONE) {
            return ownDecision(position, trimmed, wholeMove, wholeMoveNotation, playable);
        }
        // Asked only when nothing was read, so that reading a legal move costs no more than before.
        Outcome outcome = position.outcome();
        if (outcome.isOver()) {
            throw new UnreadableMoveException("the game is over: "
                    + outcome.inWords(position.variant().description().pieceSet().sideNames()), trimmed, attempts);
        }
        throw new UnreadableMoveException(explanation(attempts, position.variant().notations().get(0).name())
                + "; notations tried: " + names(attempts), trimmed, attempts);
    }

    private static boolean isPlayed(Position position, int move) {
        MoveList played = new MoveList();
        position.generatePlayed(played);
        return played.contains(move);
    }

    /** The mover's own decision in a whole move: its announcement when the square has no other candidate. */
    private static ReadMove ownDecision(Position position, String text, int wholeMove, MoveNotation notation,
            MoveList decisions) throws UnreadableMoveException {
        int[] steps = position.decisionsOf(wholeMove);
        if (steps.length == 1 && decisions.contains(steps[0])) {
            return new ReadMove(steps[0], notation);
        }
        String own = position.variant().notations().get(0).format(position, steps[0]);
        String reason = "'" + text + "' also takes your opponent's decision: on your turn enter " + own
                + "; several of your moves reach it, and your opponent chooses which one is played";
        throw new UnreadableMoveException(reason, text,
                List.of(new UnreadableMoveException.Attempt(notation.name(), reason)));
    }

    private static List<MoveNotation> order(Position position, MoveNotation preferred) throws FormatException {
        List<MoveNotation> notations = position.variant().notations();
        if (notations.isEmpty()) {
            throw new FormatException(position.variant().spec() + " has no move notation", null, -1);
        }
        List<MoveNotation> order = new ArrayList<>(notations.size() + 1);
        if (preferred != null) {
            order.add(preferred);
        }
        for (MoveNotation notation : notations) {
            if (notation != preferred) {
                order.add(notation);
            }
        }
        return order;
    }

    /**
     * The reason to show first: the record notation's (the one a record and a player are expected to
     * use), or, when the caller's preferred notation is not among the game's, the first one tried.
     */
    private static String explanation(List<UnreadableMoveException.Attempt> attempts, String recordNotation) {
        for (UnreadableMoveException.Attempt attempt : attempts) {
            if (attempt.notation().equals(recordNotation)) {
                return attempt.reason();
            }
        }
        return attempts.get(0).reason();
    }

    private static String names(List<UnreadableMoveException.Attempt> attempts) {
        List<String> names = new ArrayList<>(attempts.size());
        attempts.forEach(a -> names.add(a.notation()));
        return String.join(", ", names);
    }
}
