package org.heterodox.tournament.pairing;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Locale;
import org.heterodox.tournament.trf.TrfReader;
import org.heterodox.tournament.trf.TrfRounds;
import org.heterodox.tournament.trf.TrfTournament;

/**
 * How long the Dutch pairer takes: every round of a report paired again from the results before it, each
 * {@code REPEATS} times, in one JVM. Prints, per round, the players paired, the first pairing's time (the JVM
 * still compiling) and the median wall-clock and CPU times; then the slowest round.
 *
 * <pre>
 * java -cp tournament/target/classes:tournament/target/test-classes \
 *     org.heterodox.tournament.pairing.DutchBenchmark REPORT.trf [REPEATS]
 * </pre>
 */
public final class DutchBenchmark {
    private DutchBenchmark() {
    }

    public static void main(String[] args) throws IOException {
        if (args.length < 1) {
            System.err.println("usage: DutchBenchmark REPORT.trf [REPEATS]");
            System.exit(2);
        }
        TrfTournament report = TrfReader.read(Files.readString(Path.of(args[0]), StandardCharsets.ISO_8859_1));
        int repeats = args.length > 1 ? Integer.parseInt(args[1]) : 5;
        int rounds = report.roundsWithResults();
        int planned = report.plannedRounds() != null ? report.plannedRounds() : rounds;
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        double slowestWall = 0;
        double slowestCpu = 0;
        double slowestFirst = 0;
        System.out.println("round | players | first (ms) | median wall (ms) | median CPU (ms)");
        for (int round = 1; round <= rounds; round++) {
            SwissRound input = TrfRounds.before(report, round, planned);
            long[] wall = new long[repeats];
            long[] cpu = new long[repeats];
            for (int k = 0; k < repeats; k++) {
                long start = System.nanoTime();
                long startCpu = threads.getCurrentThreadCpuTime();
                DutchPairer.pair(input);
                cpu[k] = threads.getCurrentThreadCpuTime() - startCpu;
                wall[k] = System.nanoTime() - start;
            }
            double first = wall[0] / 1e6;
            Arrays.sort(wall);
            Arrays.sort(cpu);
            double medianWall = wall[repeats / 2] / 1e6;
            double medianCpu = cpu[repeats / 2] / 1e6;
            System.out.printf(Locale.ROOT, "%5d | %7d | %10.0f | %16.0f | %15.0f%n", round,
                    input.entrants().size() - input.absent().size(), first, medianWall, medianCpu);
            slowestWall = Math.max(slowestWall, medianWall);
            slowestCpu = Math.max(slowestCpu, medianCpu);
            slowestFirst = Math.max(slowestFirst, first);
        }
        System.out.printf(Locale.ROOT, "slowest round: first %.0f ms, median %.0f ms wall, %.0f ms CPU%n", slowestFirst,
                slowestWall, slowestCpu);
    }
}
