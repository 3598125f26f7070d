package org.heterodox.engine.protocol;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import org.heterodox.rules.MoveList;
import org.heterodox.rules.Position;
import org.heterodox.rules.Variant;
import org.heterodox.rules.format.FormatException;
import org.heterodox.rules.format.MoveNotation;

/**
 * The game a protocol adapter is playing: its variant, the position reached (replayed from the
 * start, so it keeps the game's history for repetitions) and the moves that led there (for
 * take-backs). Every change is validated first and applied only when it is valid, so a bad command
 * never leaves a half-changed game.
 */
public final class GameSession {
    private Variant variant;
    private Position start;
    private Position current;
    private final List<Integer> moves = new ArrayList<>();
    /** How a protocol writes each game's moves (the machine notation unless the protocol has its own). */
    private final Function<Variant, MoveNotation> notations;

    public GameSession(Variant variant) {
        this(variant, Variant::machineNotation);
    }

    public GameSession(Variant variant, Function<Variant, MoveNotation> notations) {
        this.notations = notations;
        reset(variant);
    }

    /** The notation moves are read and written in. */
    public MoveNotation notation() {
        return notations.apply(variant);
    }

    /** The variant's start position, no moves. */
    public void reset(Variant newVariant) {
        variant = newVariant;
        start = newVariant.startPosition();
        current = start.copy();
        moves.clear();
    }

    /**
     * Sets up {@code fen} (or the start position when null) in {@code newVariant} and plays
     * {@code moveTexts} in the session's notation; on any error nothing changes.
     */
    public void setUp(Variant newVariant, String fen, List<String> moveTexts) throws FormatException {
        Position base = fen == null ? newVariant.startPosition() : newVariant.fromFen(fen);
        Position play = base.copy();
        List<Integer> played = new ArrayList<>();
        for (String text : moveTexts) {
            int move = notations.apply(newVariant).parse(play, text);
            play.make(move);
            played.add(move);
        }
        variant = newVariant;
        start = base;
        current = play;
        moves.clear();
        moves.addAll(played);
    }

    /** Plays a move written in the session's notation (UCI, USI, ...), or explains why it cannot. */
    public int play(String text) throws FormatException {
        int move = notation().parse(current, text);
        playMove(move);
        return move;
    }

    /**
     * Plays a decision of the current position ({@link Position#generate}) or a whole played move of
     * a game record ({@link Position#generatePlayed}; they differ in Ambiguous Chess, where a player
     * may enter a move such as {@code e4} in SAN instead of announcing a square).
     */
    public void playMove(int move) {
        MoveList legal = new MoveList();
        current.generate(legal);
        if (!legal.contains(move)) {
            current.generatePlayed(legal);
        }
        if (!legal.contains(move)) {
            throw new IllegalArgumentException("not a legal move in " + current.toFen());
        }
        current.make(move);
        moves.add(move);
    }

    /** Takes back the last move; false when there is none. */
    public boolean undo() {
        if (moves.isEmpty()) {
            return false;
        }
        current.unmake();
        moves.remove(moves.size() - 1);
        return true;
    }

    public Variant variant() {
        return variant;
    }

    /** The live position; callers must not change it (the engine searches a copy). */
    public Position position() {
        return current;
    }

    public int moveCount() {
        return moves.size();
    }

    /** The moves played since set-up. */
    public List<Integer> moves() {
        return List.copyOf(moves);
    }

    /** The position the moves were played from. */
    public Position startPosition() {
        return start.copy();
    }

    /** A move of the current position in the session's notation. */
    public String format(int move) {
        return notation().format(current, move);
    }

    /** A principal variation from the current position in the session's notation, stopping at anything illegal. */
    public String formatLine(int[] line) {
        Position walk = current.copy();
        MoveList legal = new MoveList();
        StringBuilder sb = new StringBuilder();
        for (int move : line) {
            walk.generate(legal);
            if (!legal.contains(move)) {
                break;
            }
            sb.append(sb.length() == 0 ? "" : " ").append(notation().format(walk, move));
            walk.make(move);
        }
        return sb.toString();
    }
}
