package org.heterodox.tournament.pairing;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.TreeSet;
import org.heterodox.tournament.Colour;
import org.heterodox.tournament.Entrant;
import org.heterodox.tournament.Outcome;
import org.heterodox.tournament.RoundResult;
import org.heterodox.tournament.trf.TrfReader;
import org.heterodox.tournament.trf.TrfTournament;

/**
 * The agreement check of FIDE's endorsement procedure (C.04.A, A.7): an independent Dutch-system
 * program generates random tournaments, pairing every round itself; {@link DutchPairer} pairs each
 * round again from the results before it, and the two pairings are compared (the same games with
 * the same colours, and the same bye). Not a unit test: it needs the other program, given by path.
 *
 * <pre>
 * java -cp tournament/target/classes:tournament/target/test-classes \
 *     org.heterodox.tournament.pairing.DutchAgreement /path/to/bbpPairings.exe 1000 [seed] [--save DIR N]
 *     [--players MIN MAX] [--failures DIR]
 * </pre>
 */
public final class DutchAgreement {
    private DutchAgreement() {
    }

    public static void main(String[] args) throws IOException, InterruptedException {
        if (args.length < 2) {
            System.err.println("usage: DutchAgreement BBP_PAIRINGS_EXECUTABLE TOURNAMENTS [SEED] [--save DIR COUNT]");
            System.exit(2);
        }
        String program = args[0];
        int tournaments = Integer.parseInt(args[1]);
        long seed = args.length > 2 && !args[2].startsWith("--") ? Long.parseLong(args[2]) : 2026;
        Path save = null;
        int saveCount = 0;
        int minPlayers = 4;
        int maxPlayers = 40;
        Path failures = null;
        for (int i = 0; i < args.length; i++) {
            if (args[i].equals("--players")) {
                minPlayers = Integer.parseInt(args[i + 1]);
                maxPlayers = Integer.parseInt(args[i + 2]);
            }
            if (args[i].equals("--failures")) {
                failures = Path.of(args[i + 1]);
                Files.createDirectories(failures);
            }
            if (args[i].equals("--save")) {
                save = Path.of(args[i + 1]);
                saveCount = Integer.parseInt(args[i + 2]);
                Files.createDirectories(save);
            }
        }
        Random random = new Random(seed);
        Path work = Files.createTempDirectory("dutch-agreement");
        int rounds = 0;
        int agreed = 0;
        int tournamentsAgreed = 0;
        int shown = 0;
        long nanos = 0;
        long slowest = 0;
        int generated = 0;
        int skipped = 0;
        for (int t = 0; t < tournaments; t++) {
            int players = minPlayers + random.nextInt(maxPlayers - minPlayers + 1);
            int planned = 5 + random.nextInt(7);
            planned = Math.max(3, Math.min(planned, players * 2 / 3));
            Path config = work.resolve("config.txt");
            Files.writeString(config, "PlayersNumber=" + players + "\nRoundsNumber=" + planned
                    + "\nDrawPercentage=" + (10 + random.nextInt(40)) + "\nForfeitRate=" + (10 + random.nextInt(50))
                    + "\nRetiredRate=" + (20 + random.nextInt(80)) + "\nHalfPointByeRate=" + (10 + random.nextInt(50))
                    + "\nHighestRating=2600\nLowestRating=1200\n");
            Path trf = work.resolve("t.trf");
            Files.deleteIfExists(trf);
            long generatorSeed = random.nextLong() & Long.MAX_VALUE;
            Process process = new ProcessBuilder(program, "--dutch", "-g", config.toString(), "-o", trf.toString(), "-s",
                    Long.toString(generatorSeed)).redirectErrorStream(true).start();
            String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8).trim();
            if (process.waitFor() != 0 || !Files.exists(trf)) {
                // the generator's own random tournament had no legal pairing (too many rounds for its players)
                skipped++;
                if (skipped <= 3) {
                    System.out.println("generator gave up on tournament " + t + ": " + output);
                }
                continue;
            }
            generated++;
            String text = Files.readString(trf, StandardCharsets.ISO_8859_1);
            if (save != null && t < saveCount) {
                Files.writeString(save.resolve(String.format("rtg-%03d.trf", t)), text.replace("\r\n", "\n")
                        .replace('\r', '\n'));
            }
            TrfTournament tournament = TrfReader.read(text);
            int total = tournament.roundsWithResults();
            boolean all = true;
            for (int round = 1; round <= total; round++) {
                rounds++;
                long start = System.nanoTime();
                String ours;
                try {
                    ours = describe(DutchPairer.pair(roundOf(tournament, round, total)));
                } catch (PairingException e) {
                    ours = "error: " + e.getMessage();
                }
                long spent = System.nanoTime() - start;
                nanos += spent;
                slowest = Math.max(slowest, spent);
                String theirs = actual(tournament, round);
                if (ours.equals(theirs)) {
                    agreed++;
                } else {
                    all = false;
                    if (failures != null) {
                        Files.writeString(failures.resolve(String.format("t%04d-r%02d.trf", t, round)),
                                text.replace("\r\n", "\n").replace('\r', '\n'));
                    }
                    if (shown++ < 10) {
                        System.out.println("tournament " + t + " (generator seed " + generatorSeed + ", " + players
                                + " players) round " + round + ":\n  bbpPairings " + theirs + "\n  Heterodox   " + ours);
                    }
                }
            }
            tournamentsAgreed += all ? 1 : 0;
        }
        System.out.printf("tournaments %d (the generator gave up on %d more), all rounds agreeing in %d (%.1f%%)%n",
                generated, skipped, tournamentsAgreed, 100.0 * tournamentsAgreed / Math.max(1, generated));
        System.out.printf("rounds %d, agreeing %d (%.2f%%)%n", rounds, agreed, 100.0 * agreed / rounds);
        System.out.printf("pairing time: %.2f ms per round on average, %.0f ms at most%n",
                nanos / 1e6 / Math.max(1, rounds), slowest / 1e6);
    }

    /** The round as our pairer sees it: results before it, and who sat it out without a pairing-allocated bye. */
    static SwissRound roundOf(TrfTournament tournament, int round, int planned) {
        List<Entrant> before = new ArrayList<>();
        Set<Integer> absent = new HashSet<>();
        for (Entrant e : tournament.entrants()) {
            before.add(new Entrant(e.number(), e.name(), e.rating(), e.results().subList(0, round - 1)));
            RoundResult result = e.results().get(round - 1);
            if (!result.paired() && result.outcome() != Outcome.PAIRING_BYE) {
                absent.add(e.number());
            }
        }
        int plannedRounds = tournament.plannedRounds() != null ? tournament.plannedRounds() : planned;
        return new SwissRound(plannedRounds, before, absent, Set.copyOf(tournament.forbidden()), initialColour(tournament));
    }

    /** The top seed's round-1 colour as the file shows it (the highest-ranked player paired in round 1). */
    public static Colour initialColour(TrfTournament tournament) {
        if (tournament.initialColour() != null) {
            return tournament.initialColour();
        }
        for (Entrant e : tournament.entrants().stream().sorted((a, b) -> a.number() - b.number()).toList()) {
            RoundResult first = e.results().isEmpty() ? null : e.results().get(0);
            if (first != null && first.paired()) {
                return e.number() % 2 == 1 ? first.colour() : first.colour().opposite();
            }
        }
        return Colour.WHITE;
    }

    static String describe(RoundPairings pairings) {
        Set<String> games = new TreeSet<>();
        for (Pairing p : pairings.boards()) {
            games.add(p.white() + "-" + p.black());
        }
        return games + (pairings.byeEntrant() > 0 ? " bye " + pairings.byeEntrant() : "");
    }

    static String actual(TrfTournament tournament, int round) {
        Set<String> games = new TreeSet<>();
        int bye = 0;
        for (Entrant e : tournament.entrants()) {
            RoundResult result = e.results().get(round - 1);
            if (result.paired() && result.colour() == Colour.WHITE) {
                games.add(e.number() + "-" + result.opponent());
            } else if (result.outcome() == Outcome.PAIRING_BYE) {
                bye = e.number();
            }
        }
        return games + (bye > 0 ? " bye " + bye : "");
    }
}
