package org.heterodox.gamedb;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Adds up the games of one position move by move, for either source of the explorer. */
final class ExplorerTally {
    private static final class Counts {
        long games;
        long firstWins;
        long draws;
        long secondWins;
        long ratingSum;
        long rated;
    }

    private final int sideToMove;
    private final Map<Integer, Counts> byMove = new LinkedHashMap<>();
    private long games;

    /** @param sideToMove whose ratings are averaged: the player choosing the move */
    ExplorerTally(int sideToMove) {
        this.sideToMove = sideToMove;
    }

    void add(int move, int result, int firstRating, int secondRating) {
        games++;
        Counts counts = byMove.computeIfAbsent(move, m -> new Counts());
        counts.games++;
        switch (result) {
            case 0 -> counts.firstWins++;
            case 1 -> counts.draws++;
            case 2 -> counts.secondWins++;
            default -> {
                // unfinished games count as played, with no result
            }
        }
        int rating = sideToMove == 0 ? firstRating : secondRating;
        if (rating > 0) {
            counts.ratingSum += rating;
            counts.rated++;
        }
    }

    long games() {
        return games;
    }

    /** The moves, most played first (ties: the order first seen). */
    List<ExplorerMove> moves() {
        List<ExplorerMove> moves = new ArrayList<>(byMove.size());
        byMove.forEach((move, c) -> moves.add(new ExplorerMove(move, c.games, c.firstWins, c.draws, c.secondWins,
                c.rated == 0 ? 0 : (int) Math.round((double) c.ratingSum / c.rated))));
        moves.sort(Comparator.comparingLong(ExplorerMove::games).reversed());
        return moves;
    }
}
