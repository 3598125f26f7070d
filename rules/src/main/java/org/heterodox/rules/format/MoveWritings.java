package org.heterodox.rules.format;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.heterodox.rules.MoveList;
import org.heterodox.rules.Position;
import org.heterodox.rules.Variant;

/**
 * A move written in every notation of its game, the one place that loop lives: what a server
 * publishes with a played move, the legal moves a player may pick in any notation, and a game's
 * record replayed for a notation switch. Maps are keyed by notation name in the game's order
 * ({@link Variant#notations()}: the record notation first) and cannot be changed.
 */
public final class MoveWritings {
    private MoveWritings() {
    }

    /** {@code move} (one of {@code position}'s legal moves or decisions) in every notation of the game. */
    public static Map<String, String> of(Position position, int move) {
        Map<String, String> written = new LinkedHashMap<>();
        for (MoveNotation notation : position.variant().notations()) {
            written.put(notation.name(), notation.format(position, move));
        }
        return Collections.unmodifiableMap(written);
    }

    /** The legal moves (decisions, in Ambiguous Chess) of {@code position} in every notation, in generation order. */
    public static Map<String, List<String>> legal(Position position) {
        MoveList moves = new MoveList();
        position.generate(moves);
        return of(position, moves);
    }

    /**
     * {@code moves} (legal in {@code position}) in every notation, each list in the order of {@code moves};
     * an empty list gives an empty list per notation (a finished game still names its notations).
     */
    public static Map<String, List<String>> of(Position position, MoveList moves) {
        Map<String, List<String>> written = new LinkedHashMap<>();
        for (MoveNotation notation : position.variant().notations()) {
            List<String> list = new ArrayList<>(moves.size());
            for (int i = 0; i < moves.size(); i++) {
                list.add(notation.format(position, moves.get(i)));
            }
            written.put(notation.name(), List.copyOf(list));
        }
        return Collections.unmodifiableMap(written);
    }

    /**
     * Replays {@code machineMoves} (the moves or decisions as the game's machine notation writes them)
     * from {@code start}, which is left unchanged: each move in every notation, and the position before
     * the first move and after each.
     *
     * @throws FormatException naming the first move that is not legal where it is played (its number from 1
     *         in the message; {@link FormatException#index()} is its place in {@code machineMoves})
     */
    public static WrittenRecord replay(Position start, List<String> machineMoves) throws FormatException {
        Position position = start.copy();
        Variant variant = position.variant();
        MoveNotation machine = variant.machineNotation();
        List<MoveNotation> notations = variant.notations();
        List<List<String>> written = new ArrayList<>();
        notations.forEach(n -> written.add(new ArrayList<>(machineMoves.size())));
        List<String> fens = new ArrayList<>(machineMoves.size() + 1);
        fens.add(position.toFen());
        for (int ply = 0; ply < machineMoves.size(); ply++) {
            String text = machineMoves.get(ply);
            int move;
            try {
                move = machine.parse(position, text);
            } catch (FormatException e) {
                throw new FormatException("move " + (ply + 1) + " '" + text + "' cannot be replayed: " + e.getMessage(),
                        text, ply);
            }
            for (int i = 0; i < notations.size(); i++) {
                written.get(i).add(notations.get(i).format(position, move));
            }
            position.make(move);
            fens.add(position.toFen());
        }
        Map<String, List<String>> moves = new LinkedHashMap<>();
        for (int i = 0; i < notations.size(); i++) {
            moves.put(notations.get(i).name(), written.get(i));
        }
        return new WrittenRecord(variant.notationNames(), moves, fens);
    }
}
