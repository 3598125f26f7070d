package org.heterodox.tournament.pairing;

import java.util.ArrayList;
import java.util.List;

/**
 * Round-robin pairings by the Berger tables of FIDE (Handbook C.05, Annex 1): players are numbered 1 to
 * n by the draw; with an odd number of players the number n + 1 is a bye. In round r the last number
 * meets k = ((r - 1) · n/2 mod (n - 1)) + 1, with White in even rounds and Black in odd ones, on board
 * 1; on the next boards k + i (White) meets k − i (Black), i = 1, 2, ..., counted round 1 .. n − 1.
 */
public final class BergerTables {

    private BergerTables() {
    }

    /** The rounds of a single round robin of {@code players} (3 or more), each its boards in order. */
    public static List<List<Pairing>> singleRoundRobin(int players) {
        if (players < 2) {
            throw new IllegalArgumentException("a round robin needs at least 2 players, not " + players);
        }
        int n = players % 2 == 0 ? players : players + 1;
        int m = n - 1;
        List<List<Pairing>> rounds = new ArrayList<>();
        for (int round = 1; round <= m; round++) {
            int k = (int) (((long) (round - 1) * (n / 2)) % m) + 1;
            List<Pairing> boards = new ArrayList<>();
            boards.add(round % 2 == 0 ? new Pairing(n, k) : new Pairing(k, n));
            for (int i = 1; i < n / 2; i++) {
                boards.add(new Pairing(wrap(k + i, m), wrap(k - i, m)));
            }
            rounds.add(boards);
        }
        return rounds;
    }

    /**
     * A double round robin: the single one, then again with the colours reversed. As FIDE recommends,
     * the last two rounds of the first cycle are swapped, so that nobody gets the same colour three
     * times in a row across the two cycles.
     */
    public static List<List<Pairing>> doubleRoundRobin(int players) {
        List<List<Pairing>> first = new ArrayList<>(singleRoundRobin(players));
        List<List<Pairing>> second = new ArrayList<>();
        for (List<Pairing> round : first) {
            second.add(round.stream().map(p -> new Pairing(p.black(), p.white())).toList());
        }
        if (first.size() >= 2) {
            int last = first.size() - 1;
            List<Pairing> swap = first.get(last);
            first.set(last, first.get(last - 1));
            first.set(last - 1, swap);
        }
        List<List<Pairing>> all = new ArrayList<>(first);
        all.addAll(second);
        return all;
    }

    /** The number a bye stands for with {@code players} players, or 0 when there is none. */
    public static int byeNumber(int players) {
        return players % 2 == 0 ? 0 : players + 1;
    }

    private static int wrap(int value, int m) {
        return ((value - 1) % m + m) % m + 1;
    }
}
