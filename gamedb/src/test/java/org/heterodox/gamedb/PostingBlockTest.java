package org.heterodox.gamedb;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The compact posting rows round-trip: seeded random segments (repeated and fresh keys, many per
 * bucket, every field at its extremes) come back posting for posting, a search by key finds exactly
 * its postings in game order, and mutated rows fail with the index's own error, never a wrong type.
 */
class PostingBlockTest {
    private static final long[] SHARED = new long[40];

    static {
        Random random = new Random(7);
        for (int i = 0; i < SHARED.length; i++) {
            // Half of them in one bucket, so that buckets hold long runs of distinct and equal keys.
            SHARED[i] = i % 2 == 0 ? random.nextLong() : (0x123L << 52) | (random.nextLong() >>> 12);
        }
    }

    @Test
    void randomSegmentsRoundTrip() throws Exception {
        Random random = new Random(2026);
        for (int round = 0; round < 60; round++) {
            List<Posting> input = randomSegment(random);
            SegmentBuilder builder = new SegmentBuilder();
            input.forEach(builder::add);
            List<SegmentBuilder.Row> rows = new ArrayList<>();
            int perPart = random.nextBoolean() ? SegmentBuilder.MAX_PART_POSTINGS : 1 + random.nextInt(20);
            builder.rows(rows::add, perPart);

            List<Posting> decoded = new ArrayList<>();
            for (SegmentBuilder.Row row : rows) {
                List<Posting> inRow = new ArrayList<>();
                PostingBlock.all(row.postings(), inRow::add);
                assertThat(inRow.size()).isBetween(1, perPart);
                for (int i = 0; i < inRow.size(); i++) {
                    assertThat(PositionKey.bucket(inRow.get(i).key())).isEqualTo(row.bucket());
                    assertThat(i == 0 || inRow.get(i - 1).key() <= inRow.get(i).key()).isTrue();
                }
                decoded.addAll(inRow);
            }
            assertThat(sorted(decoded)).isEqualTo(sorted(input));

            for (int probe = 0; probe < 20; probe++) {
                long key = probe % 4 == 3 ? random.nextLong() : input.get(random.nextInt(input.size())).key();
                List<Posting> found = new ArrayList<>();
                for (SegmentBuilder.Row row : rows) {
                    if (row.bucket() == PositionKey.bucket(key)) {
                        PostingBlock.scan(row.postings(), key, found::add);
                    }
                }
                assertThat(found).isEqualTo(input.stream().filter(p -> p.key() == key).toList());
            }
        }
    }

    @Test
    void mutatedRowsFailWithTheIndexError() throws Exception {
        Random random = new Random(43);
        SegmentBuilder builder = new SegmentBuilder();
        randomSegment(random).forEach(builder::add);
        List<SegmentBuilder.Row> rows = new ArrayList<>();
        builder.rows(rows::add, 30);
        for (int i = 0; i < 5000; i++) {
            byte[] row = rows.get(random.nextInt(rows.size())).postings().clone();
            byte[] mutated = switch (random.nextInt(3)) {
                case 0 -> java.util.Arrays.copyOf(row, random.nextInt(row.length));
                case 1 -> {
                    row[random.nextInt(row.length)] ^= (byte) (1 << random.nextInt(8));
                    yield row;
                }
                default -> {
                    for (int j = 0; j < 1 + random.nextInt(4); j++) {
                        row[random.nextInt(row.length)] = (byte) random.nextInt(256);
                    }
                    yield row;
                }
            };
            try {
                PostingBlock.all(mutated, posting -> { });
                PostingBlock.scan(mutated, random.nextLong(), posting -> { });
            } catch (IllegalStateException expected) {
                assertThat(expected).hasMessageContaining("posting row");
            }
        }
        assertThatThrownBy(() -> PostingBlock.all(new byte[] {5, 0}, posting -> { }))
                .isInstanceOf(IllegalStateException.class).hasMessageContaining("truncated");
    }

    /** Games in ascending ids, as imports add them: each a run of plies over shared and fresh keys. */
    private static List<Posting> randomSegment(Random random) {
        List<Posting> postings = new ArrayList<>();
        long game = 1 + random.nextInt(Integer.MAX_VALUE - 100_000);
        int games = 1 + random.nextInt(30);
        for (int g = 0; g < games; g++) {
            game += 1 + random.nextInt(random.nextBoolean() ? 3 : 2000);
            int result = random.nextInt(4);
            int firstElo = random.nextInt(4) == 0 ? 65535 : random.nextInt(3000);
            int secondElo = random.nextInt(4) == 0 ? 0 : random.nextInt(65536);
            int plies = random.nextInt(random.nextInt(10) == 0 ? 2001 : 60);
            for (int ply = 0; ply <= plies; ply++) {
                long key = random.nextBoolean() ? SHARED[random.nextInt(SHARED.length)] : random.nextLong();
                int move = switch (random.nextInt(5)) {
                    case 0 -> 0;
                    case 1 -> -1 - random.nextInt(1000);
                    default -> random.nextInt();
                };
                postings.add(new Posting(key, game, ply, move, result, firstElo, secondElo));
            }
        }
        return postings;
    }

    private static List<Posting> sorted(List<Posting> postings) {
        List<Posting> copy = new ArrayList<>(postings);
        copy.sort(Comparator.comparingLong(Posting::key).thenComparingLong(Posting::gameId)
                .thenComparingInt(Posting::ply));
        return copy;
    }
}
