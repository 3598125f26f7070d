package org.heterodox.match;

import java.util.function.Consumer;
import org.heterodox.rules.MoveList;
import org.heterodox.rules.Outcome;
import org.heterodox.rules.Position;
import org.heterodox.rules.Reason;
import org.heterodox.rules.Result;
import org.heterodox.rules.Variant;

/**
 * A small in-process match: two players alternate colours over a number of games from the
 * variant's start position. Games end by the rules ({@link Position#outcome}, which includes
 * repetition and fifty-move draws) or are adjudicated drawn after {@code maxPlies}.
 */
public final class MatchLoop {
    private MatchLoop() {
    }

    /** Points of the first player out of the games played, from its point of view. */
    public record Score(int wins, int draws, int losses) {
        public double points() {
            return wins + draws / 2.0;
        }

        public int games() {
            return wins + draws + losses;
        }

        public double fraction() {
            return games() == 0 ? 0 : points() / games();
        }

        @Override
        public String toString() {
            return String.format(java.util.Locale.ROOT, "+%d =%d -%d (%.1f/%d, %.1f%%)", wins, draws, losses, points(),
                    games(), 100 * fraction());
        }
    }

    public static Score play(Variant variant, Player first, Player second, int games, int maxPlies,
                             Consumer<String> progress) {
        return play(variant, first, second, games, maxPlies, 0, 0L, progress);
    }

    /**
     * Like {@link #play(Variant, Player, Player, int, int, Consumer)}, but each pair of games starts
     * after the same {@code openingPlies} random moves (chosen with {@code seed}), once with each
     * player as the first side, so that deterministic players still meet varied positions.
     */
    public static Score play(Variant variant, Player first, Player second, int games, int maxPlies,
                             int openingPlies, long seed, Consumer<String> progress) {
        java.util.Random random = new java.util.Random(seed);
        int[] opening = new int[0];
        int wins = 0;
        int draws = 0;
        int losses = 0;
        for (int game = 0; game < games; game++) {
            boolean firstIsWhite = game % 2 == 0;
            if (firstIsWhite) {
                opening = randomOpening(variant, openingPlies, random);
            }
            Player white = firstIsWhite ? first : second;
            Player black = firstIsWhite ? second : first;
            Outcome outcome = playGame(variant, opening, white, black, maxPlies);
            Result forFirst = outcome.result();
            if (forFirst == Result.DRAW) {
                draws++;
            } else if ((forFirst == Result.FIRST_WINS) == firstIsWhite) {
                wins++;
            } else {
                losses++;
            }
            progress.accept("game " + (game + 1) + ": " + white.name() + " - " + black.name() + " " + outcome);
        }
        return new Score(wins, draws, losses);
    }

    /** Plays one game from the start position and returns how it ended. */
    public static Outcome playGame(Variant variant, Player white, Player black, int maxPlies) {
        return playGame(variant, new int[0], white, black, maxPlies);
    }

    /** Plays one game after the {@code opening} moves and returns how it ended. */
    public static Outcome playGame(Variant variant, int[] opening, Player white, Player black, int maxPlies) {
        white.newGame();
        black.newGame();
        // The position keeps the game's history, so the players see its repetitions.
        Position position = variant.startPosition();
        MoveList legal = new MoveList();
        for (int move : opening) {
            position.make(move);
        }
        for (int ply = opening.length; ply < maxPlies + opening.length; ply++) {
            Outcome outcome = position.outcome();
            if (outcome.isOver()) {
                return outcome;
            }
            Player mover = position.sideToMove() == 0 ? white : black;
            int move = mover.choose(position);
            position.generate(legal);
            if (!legal.contains(move)) {
                throw new IllegalStateException(mover.name() + " chose an illegal move in " + position.toFen());
            }
            position.make(move);
        }
        Outcome outcome = position.outcome();
        return outcome.isOver() ? outcome : Outcome.draw(Reason.AGREEMENT);
    }

    /**
     * {@code plies} random whole moves from the start that do not end the game (retried until so):
     * the moves a record holds, so that an Ambiguous Chess opening is announcement and choice in one.
     */
    static int[] randomOpening(Variant variant, int plies, java.util.Random random) {
        MoveList legal = new MoveList();
        while (true) {
            Position position = variant.startPosition();
            int[] moves = new int[plies];
            boolean alive = true;
            for (int i = 0; i < plies && alive; i++) {
                position.generatePlayed(legal);
                moves[i] = legal.get(random.nextInt(legal.size()));
                position.make(moves[i]);
                position.generate(legal);
                alive = !legal.isEmpty() && !position.outcome().isOver();
            }
            if (alive) {
                return moves;
            }
        }
    }
}
