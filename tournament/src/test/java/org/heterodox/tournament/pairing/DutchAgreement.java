package org.heterodox.tournament.pairing;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import java.util.Set;
import java.util.TreeMap;
import org.heterodox.tournament.trf.ReportCheck;
import org.heterodox.tournament.trf.TrfReader;
import org.heterodox.tournament.trf.TrfTournament;

/**
 * The agreement check of FIDE's endorsement procedure: an independent Dutch-system program (bbpPairings,
 * FIDE-endorsed) generates random tournaments, pairing every round itself; the arbiter's checker
 * ({@link ReportCheck}, the code behind {@code heterodox pairings --check}) pairs each round again from the
 * results before it, compares (the same games with the same colours, and the same bye) and checks both
 * pairings against the absolute criteria. Not a unit test: it needs the other program, given by path.
 *
 * <pre>
 * java -cp tournament/target/classes:tournament/target/test-classes \
 *     org.heterodox.tournament.pairing.DutchAgreement /path/to/bbpPairings.exe SEED \
 *     --band 4 9 1000 --band 10 19 1000 ... [--save DIR] [--failures DIR] [--shown N]
 * </pre>
 * Each band MIN MAX COUNT generates COUNT tournaments of MIN to MAX players (uniformly), 5 to 11 rounds (at
 * most two thirds of the players, at least 3), with draws, forfeits, zero-point byes (absences, late entries and
 * withdrawals) and half-point byes at random rates. {@code --save DIR} keeps every generated report there.
 */
public final class DutchAgreement {
    private DutchAgreement() {
    }

    private static final class Band {
        final int min;
        final int max;
        final int count;
        int tournaments;
        int skipped;
        int wholeAgree;
        int rounds;
        int agree;
        long nanos;
        long slowest;
        int ourViolationRounds;
        int theirViolationRounds;

        Band(int min, int max, int count) {
            this.min = min;
            this.max = max;
            this.count = count;
        }
    }

    public static void main(String[] args) throws IOException, InterruptedException {
        if (args.length < 2) {
            System.err.println("usage: DutchAgreement BBP_PAIRINGS_EXECUTABLE SEED --band MIN MAX COUNT ... "
                    + "[--save DIR] [--failures DIR] [--shown N]");
            System.exit(2);
        }
        String program = args[0];
        long seed = Long.parseLong(args[1]);
        List<Band> bands = new ArrayList<>();
        Path save = null;
        Path failures = null;
        int shownLimit = 20;
        for (int i = 2; i < args.length; i++) {
            switch (args[i]) {
                case "--band" -> {
                    bands.add(new Band(Integer.parseInt(args[i + 1]), Integer.parseInt(args[i + 2]),
                            Integer.parseInt(args[i + 3])));
                    i += 3;
                }
                case "--save" -> save = Files.createDirectories(Path.of(args[++i]));
                case "--failures" -> failures = Files.createDirectories(Path.of(args[++i]));
                case "--shown" -> shownLimit = Integer.parseInt(args[++i]);
                default -> throw new IllegalArgumentException("unknown option " + args[i]);
            }
        }
        Random random = new Random(seed);
        Path work = Files.createTempDirectory("dutch-agreement");
        int shown = 0;
        TreeMap<String, Integer> kinds = new TreeMap<>();
        for (Band band : bands) {
            for (int t = 0; t < band.count; t++) {
                int players = band.min + random.nextInt(band.max - band.min + 1);
                int planned = Math.max(3, Math.min(5 + random.nextInt(7), players * 2 / 3));
                Path config = work.resolve("config.txt");
                Files.writeString(config, "PlayersNumber=" + players + "\nRoundsNumber=" + planned
                        + "\nDrawPercentage=" + (10 + random.nextInt(40)) + "\nForfeitRate=" + (10 + random.nextInt(50))
                        + "\nRetiredRate=" + (5 + random.nextInt(45)) + "\nHalfPointByeRate=" + (10 + random.nextInt(50))
                        + "\nHighestRating=2600\nLowestRating=1200\n");
                Path trf = work.resolve("t.trf");
                Files.deleteIfExists(trf);
                long generatorSeed = random.nextLong() & Long.MAX_VALUE;
                Process process = new ProcessBuilder(program, "--dutch", "-g", config.toString(), "-o", trf.toString(),
                        "-s", Long.toString(generatorSeed)).redirectErrorStream(true).start();
                process.getInputStream().readAllBytes();
                if (process.waitFor() != 0 || !Files.exists(trf)) {
                    band.skipped++; // the generator found no legal pairing for one of its own rounds
                    continue;
                }
                band.tournaments++;
                String text = Files.readString(trf, StandardCharsets.ISO_8859_1).replace("\r\n", "\n").replace('\r', '\n');
                String name = String.format(Locale.ROOT, "p%03d-s%d.trf", players, generatorSeed);
                if (save != null) {
                    Files.writeString(save.resolve(name), "XXR " + planned + "\n" + text, StandardCharsets.ISO_8859_1);
                }
                TrfTournament tournament = TrfReader.read(text);
                boolean all = true;
                for (int round = 1; round <= tournament.roundsWithResults(); round++) {
                    long start = System.nanoTime();
                    ReportCheck.Round check = ReportCheck.checkRound(tournament, round, planned);
                    long spent = System.nanoTime() - start;
                    band.rounds++;
                    band.nanos += spent;
                    band.slowest = Math.max(band.slowest, spent);
                    if (!check.ourViolations().isEmpty() || check.ours() == null) {
                        band.ourViolationRounds++;
                        System.out.println("OUR PAIRING BREAKS AN ABSOLUTE CRITERION: " + name + " round " + round + ": "
                                + (check.ours() == null ? check.oursError() : check.ourViolations()));
                    }
                    if (!check.reportViolations().isEmpty()) {
                        band.theirViolationRounds++;
                    }
                    if (check.agrees()) {
                        band.agree++;
                        continue;
                    }
                    all = false;
                    String kind = kind(check);
                    kinds.merge(kind, 1, Integer::sum);
                    if (failures != null) {
                        Files.writeString(failures.resolve(name.replace(".trf", "-r" + round + ".trf")),
                                "XXR " + planned + "\n" + text, StandardCharsets.ISO_8859_1);
                    }
                    if (shown++ < shownLimit) {
                        System.out.println(name + " round " + round + " (" + kind + "):\n  bbpPairings "
                                + describe(check.report()) + "\n  Heterodox   "
                                + (check.ours() == null ? "error: " + check.oursError() : describe(check.ours())));
                    }
                }
                band.wholeAgree += all ? 1 : 0;
            }
        }
        report(seed, bands, kinds);
    }

    private static void report(long seed, List<Band> bands, TreeMap<String, Integer> kinds) {
        System.out.println();
        System.out.println("seed " + seed);
        System.out.println("| players | tournaments | rounds | rounds agreeing | share | whole tournaments agreeing |"
                + " pairing time per round (mean / max) |");
        System.out.println("|---|---|---|---|---|---|---|");
        int rounds = 0;
        int agree = 0;
        int tournaments = 0;
        int whole = 0;
        int skipped = 0;
        int ours = 0;
        int theirs = 0;
        for (Band b : bands) {
            System.out.printf(Locale.ROOT, "| %d-%d | %d | %d | %d | %.2f %% | %d | %.1f ms / %.0f ms |%n", b.min, b.max,
                    b.tournaments, b.rounds, b.agree, 100.0 * b.agree / Math.max(1, b.rounds), b.wholeAgree,
                    b.nanos / 1e6 / Math.max(1, b.rounds), b.slowest / 1e6);
            rounds += b.rounds;
            agree += b.agree;
            tournaments += b.tournaments;
            whole += b.wholeAgree;
            skipped += b.skipped;
            ours += b.ourViolationRounds;
            theirs += b.theirViolationRounds;
        }
        System.out.printf(Locale.ROOT, "| all | %d | %d | %d | %.2f %% | %d | |%n", tournaments, rounds, agree,
                100.0 * agree / Math.max(1, rounds), whole);
        System.out.println("the generator gave up on " + skipped + " more tournaments (no legal pairing of one of its rounds)");
        System.out.println("rounds where our pairing breaks an absolute criterion: " + ours);
        System.out.println("rounds where bbpPairings' pairing breaks one (as the checker reads the criteria): " + theirs);
        System.out.println("disagreements by kind: " + kinds);
    }

    /** What differs: colours only (the same games), the bye, or the games. */
    static String kind(ReportCheck.Round check) {
        if (check.ours() == null) {
            return "no pairing";
        }
        Set<String> ours = normalised(check.ours());
        Set<String> theirs = normalised(check.report());
        if (ours.equals(theirs) && check.ours().byeEntrant() == check.report().byeEntrant()) {
            return "colours";
        }
        if (check.ours().byeEntrant() != check.report().byeEntrant()) {
            return "bye";
        }
        return "games";
    }

    private static Set<String> normalised(RoundPairings pairings) {
        Set<String> games = new java.util.TreeSet<>();
        for (Pairing p : pairings.boards()) {
            games.add(Math.min(p.white(), p.black()) + "-" + Math.max(p.white(), p.black()));
        }
        return games;
    }

    static String describe(RoundPairings pairings) {
        return ReportCheck.games(pairings) + (pairings.byeEntrant() > 0 ? " bye " + pairings.byeEntrant() : "");
    }
}
