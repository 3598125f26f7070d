package org.heterodox.tournament.pairing;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigInteger;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The weighted matching against exhaustive search: random graphs of up to 10 vertices, with weights of one
 * limb and of several (so carries between limbs are exercised), solved once and then again after random
 * updates of single vertices' edges, as the Dutch pairer uses it.
 */
class WeightedMatchingTest {
    @Test
    void matchesExhaustiveSearchOnRandomGraphsAndUpdates() {
        Random random = new Random(37);
        for (int trial = 0; trial < 800; trial++) {
            int n = 1 + random.nextInt(10);
            int bits = random.nextBoolean() ? 8 : 150;
            BigInteger[][] w = new BigInteger[n][n];
            WeightedMatching matching = new WeightedMatching(n, bits);
            for (int u = 0; u < n; u++) {
                for (int v = u + 1; v < n; v++) {
                    set(matching, w, u, v, randomWeight(random, bits));
                }
            }
            matching.solve();
            assertOptimal(matching, w, trial);
            int updates = random.nextInt(6);
            for (int k = 0; k < updates; k++) {
                int u = random.nextInt(n);
                for (int v = 0; v < n; v++) {
                    if (v != u && random.nextInt(3) > 0) {
                        set(matching, w, u, v, randomWeight(random, bits));
                    }
                }
                matching.solve();
                assertOptimal(matching, w, trial);
            }
        }
    }

    /** Many equal weights: ties everywhere, the hardest case for blossoms and zero duals. */
    @Test
    void handlesHeavilyTiedWeights() {
        Random random = new Random(5);
        for (int trial = 0; trial < 800; trial++) {
            int n = 2 + random.nextInt(9);
            BigInteger[][] w = new BigInteger[n][n];
            WeightedMatching matching = new WeightedMatching(n, 4);
            for (int u = 0; u < n; u++) {
                for (int v = u + 1; v < n; v++) {
                    set(matching, w, u, v, BigInteger.valueOf(random.nextInt(3)));
                }
            }
            matching.solve();
            assertOptimal(matching, w, trial);
            for (int k = 0; k < 4; k++) {
                int u = random.nextInt(n);
                for (int v = 0; v < n; v++) {
                    if (v != u) {
                        set(matching, w, u, v, BigInteger.valueOf(random.nextInt(4)));
                    }
                }
                matching.solve();
                assertOptimal(matching, w, trial);
            }
        }
    }

    private static BigInteger randomWeight(Random random, int bits) {
        if (random.nextInt(5) == 0) {
            return BigInteger.ZERO;
        }
        if (bits <= 8) {
            return BigInteger.valueOf(1 + random.nextInt(200));
        }
        // a few distinct high parts and low parts, so that ties and carries both happen
        BigInteger high = BigInteger.valueOf(random.nextInt(4)).shiftLeft(bits - 3);
        BigInteger middle = BigInteger.valueOf(random.nextInt(3)).shiftLeft(70);
        return high.add(middle).add(BigInteger.valueOf(random.nextInt(3))).max(BigInteger.ONE);
    }

    private static void set(WeightedMatching matching, BigInteger[][] w, int u, int v, BigInteger value) {
        w[u][v] = value;
        w[v][u] = value;
        long[] limbs = new long[matching.limbs()];
        BigInteger rest = value;
        for (int i = 0; i < limbs.length; i++) {
            limbs[i] = rest.and(BigInteger.valueOf(Wide.MASK)).longValue();
            rest = rest.shiftRight(Wide.LIMB_BITS);
        }
        matching.setWeight(u, v, limbs);
    }

    private static void assertOptimal(WeightedMatching matching, BigInteger[][] w, int trial) {
        int n = w.length;
        BigInteger total = BigInteger.ZERO;
        for (int v = 0; v < n; v++) {
            int m = matching.mate(v);
            if (m >= 0) {
                assertThat(matching.mate(m)).as("trial " + trial + ": mates agree").isEqualTo(v);
                assertThat(w[v][m].signum()).as("trial " + trial + ": a matched edge exists").isPositive();
                if (v < m) {
                    total = total.add(w[v][m]);
                }
            }
        }
        assertThat(total).as("trial " + trial).isEqualTo(best(w, new boolean[n], 0));
    }

    private static BigInteger best(BigInteger[][] w, boolean[] used, int from) {
        int n = w.length;
        int v = from;
        while (v < n && used[v]) {
            v++;
        }
        if (v >= n) {
            return BigInteger.ZERO;
        }
        used[v] = true;
        BigInteger result = best(w, used, v + 1);
        for (int u = v + 1; u < n; u++) {
            if (!used[u] && w[v][u] != null && w[v][u].signum() > 0) {
                used[u] = true;
                result = result.max(w[v][u].add(best(w, used, v + 1)));
                used[u] = false;
            }
        }
        used[v] = false;
        return result;
    }
}
