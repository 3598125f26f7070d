package org.heterodox.engine.tune;

import java.io.Reader;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.heterodox.rules.Game;
import org.heterodox.rules.GameDefinition;
import org.heterodox.rules.Move;
import org.heterodox.rules.MoveAnnotation;
import org.heterodox.rules.Outcome;
import org.heterodox.rules.Position;
import org.heterodox.rules.Variants;
import org.heterodox.rules.format.FormatException;
import org.heterodox.rules.format.PgnReader;

/**
 * The positions a tuning fits: quiet positions of finished games of one game, each labelled with
 * its game's result. A position counts when it is at a turn's start, past the opening plies (self-play
 * openings are random), the side to move is not in check, and the whole move then played is quiet
 * (no capture, no promotion): the static evaluation of such a position is what the search would see.
 *
 * @param positions      the positions kept
 * @param games          games of the chosen game with a result, read
 * @param skippedGames   games skipped: another game, no result, or unreadable
 */
public record TuningSet(List<TuningPosition> positions, int games, int skippedGames) {
    private static final Pattern SCORE = Pattern.compile("\\s*([+-])(?:(M)\\d+|(\\d+(?:\\.\\d+)?))(?:\\s|$)");
    private static final double MATE_SCORE = 2000;

    /** What to read and how many positions to keep. */
    public record Options(int openingPlies, int maxPositions, long seed) {
        public Options {
            if (openingPlies < 0 || maxPositions < 1) {
                throw new IllegalArgumentException("openingPlies must be >= 0 and maxPositions >= 1");
            }
        }
    }

    /**
     * Reads every game of {@code game} in {@code pgn}; keeps at most {@code maxPositions} of their
     * quiet positions, a random sample (by {@code seed}) when there are more.
     */
    public static TuningSet read(Reader pgn, GameDefinition game, Options options) {
        PgnReader reader = new PgnReader(pgn, false);
        List<TuningPosition> positions = new ArrayList<>();
        int games = 0;
        int skipped = 0;
        while (true) {
            Game read;
            try {
                read = reader.next();
            } catch (FormatException e) {
                skipped++;
                continue;
            }
            if (read == null) {
                break;
            }
            Outcome outcome = read.outcome();
            if (Variants.definitionOf(read.variant()) != game || !outcome.isOver()) {
                skipped++;
                continue;
            }
            games++;
            collect(read, score(outcome), options.openingPlies(), positions);
        }
        if (positions.size() > options.maxPositions()) {
            Collections.shuffle(positions, new Random(options.seed()));
            positions = new ArrayList<>(positions.subList(0, options.maxPositions()));
        }
        return new TuningSet(List.copyOf(positions), games, skipped);
    }

    /** 1, 0.5 or 0: the first player's score. */
    private static double score(Outcome outcome) {
        return switch (outcome.result()) {
            case FIRST_WINS -> 1.0;
            case SECOND_WINS -> 0.0;
            default -> 0.5;
        };
    }

    /** The game's quiet positions at a turn's start after the opening plies. */
    private static void collect(Game game, double result, int openingPlies, List<TuningPosition> out) {
        Position position = game.startPosition();
        int[] moves = game.moves();
        String turnStart = null;
        int mover = 0;
        double searchScore = Double.NaN;
        int turns = 0;
        for (int ply = 0; ply < moves.length; ply++) {
            int decision = moves[ply];
            if (turnStart == null) {
                turnStart = turns >= openingPlies && !position.inCheck() ? position.toFen() : "";
                mover = position.sideToMove();
                searchScore = Double.NaN;
            }
            if (Double.isNaN(searchScore)) {
                double recorded = recordedScore(game.annotation(ply));
                searchScore = mover == 0 ? recorded : -recorded;
            }
            position.make(decision);
            int played = position.playedBy(decision);
            if (played == Move.NONE) {
                continue;
            }
            if (!Move.isNoisy(played) && !turnStart.isEmpty()) {
                out.add(new TuningPosition(game.variant(), turnStart, result, searchScore));
            }
            turnStart = null;
            turns++;
        }
    }

    /**
     * The search's score a move's comment records for its mover, in centipawns ({@code +0.35 0.1s}
     * as the match runner and self-play write it; {@code +M3} a mate, counted as 20 pawns), or NaN.
     */
    static double recordedScore(MoveAnnotation annotation) {
        if (annotation == null) {
            return Double.NaN;
        }
        for (String comment : annotation.commentsAfter()) {
            Matcher m = SCORE.matcher(comment);
            if (m.lookingAt()) {
                if (m.group(2) != null) {
                    return m.group(1).equals("+") ? MATE_SCORE : -MATE_SCORE;
                }
                return Double.parseDouble(m.group(1) + m.group(3)) * 100;
            }
        }
        return Double.NaN;
    }
}
