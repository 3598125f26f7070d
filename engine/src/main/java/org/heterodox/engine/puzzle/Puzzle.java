package org.heterodox.engine.puzzle;

import java.util.List;
import java.util.Set;

/**
 * A position where exactly one move wins clearly: the side to move plays {@code move} (one of the
 * position's decisions); {@code line} is the engine's best line from it, {@code move} first;
 * {@code solution} the forced line the solver plays (its moves and the opponent's replies between
 * them, {@code move} first, odd length: one move, or several when the line stays forced).
 *
 * @param score the verifying search's score of {@code move}, from the side to move's view
 * @param tags  {@code mateInN}, {@code material}, {@code promotion}, {@code drop}
 */
public record Puzzle(String fen, int move, List<Integer> line, List<Integer> solution, int score, int runnerUp,
                     Set<String> tags) {
    public Puzzle {
        line = List.copyOf(line);
        solution = List.copyOf(solution);
        tags = Set.copyOf(tags);
    }
}
