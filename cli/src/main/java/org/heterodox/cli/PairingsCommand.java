package org.heterodox.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import org.heterodox.tournament.Entrant;
import org.heterodox.tournament.pairing.BergerTables;
import org.heterodox.tournament.pairing.DutchPairer;
import org.heterodox.tournament.pairing.Pairing;
import org.heterodox.tournament.pairing.PairingException;
import org.heterodox.tournament.pairing.RoundPairings;
import org.heterodox.tournament.trf.TrfException;
import org.heterodox.tournament.trf.TrfReader;
import org.heterodox.tournament.trf.TrfRounds;
import org.heterodox.tournament.trf.TrfTournament;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/** The next round's pairings of a tournament given as a FIDE TRF16 report, or an arbiter's check of its rounds. */
@Command(name = "pairings", mixinStandardHelpOptions = true,
        description = {"Print the next round's pairings of a TRF16 report: one line per board "
                + "'BOARD  WHITE-NUMBER WHITE-NAME  -  BLACK-NUMBER BLACK-NAME', then the bye if any. "
                + "Players with a bye written in the next round (H, F, Z) are left out of it.",
                "With --check, pair every round of a (finished) Swiss report again by the Dutch system and list the "
                        + "rounds whose pairing differs from ours and the rounds, the report's or ours, that break an "
                        + "absolute criterion. Exit status 0: every round agrees and keeps the criteria; "
                        + PairingsCheck.FOUND + ": something was found."})
final class PairingsCommand implements Callable<Integer> {
    enum PairingSystem { dutch, berger }

    @Spec
    CommandSpec spec;

    @Option(names = "--system", paramLabel = "dutch|berger",
            description = "dutch: the FIDE Dutch system (Swiss); berger: the FIDE Berger tables (round robin). "
                    + "Needed unless --check (which is for Dutch-system reports).")
    PairingSystem system;

    @Option(names = "--check", description = "Check every round of the report instead of pairing the next one.")
    boolean check;

    @Option(names = "--trf", required = true, paramLabel = "FILE", description = "The TRF16 report.")
    Path trf;

    @Option(names = "--rounds", paramLabel = "N",
            description = "Dutch: the tournament's number of rounds when the report has no XXR line (--check: "
                    + "by default the rounds in the report).")
    Integer rounds;

    @Option(names = "--double", description = "Berger: a double round robin.")
    boolean doubleRoundRobin;

    @Override
    public Integer call() throws Exception {
        if (!check && system == null) {
            throw new CommandLine.ParameterException(spec.commandLine(),
                    "Missing required option: '--system=dutch|berger'");
        }
        if (check && system == PairingSystem.berger) {
            throw new UserInputException("--check checks Swiss (Dutch system) reports, not round robins");
        }
        String text;
        try {
            text = Files.readString(trf, StandardCharsets.ISO_8859_1);
        } catch (NoSuchFileException e) {
            throw new UserInputException("no such TRF file: " + trf);
        } catch (IOException e) {
            throw new UserInputException("cannot read " + trf + ": " + e.getMessage());
        }
        TrfTournament report;
        try {
            report = TrfReader.read(text);
        } catch (TrfException e) {
            throw new UserInputException(trf + ": " + e.getMessage());
        }
        if (report.players().isEmpty()) {
            throw new UserInputException(trf + " has no players (no 001 lines)");
        }
        PrintWriter out = spec.commandLine().getOut();
        if (check) {
            int code = new PairingsCheck(report, rounds).print(out);
            out.flush();
            return code;
        }
        int next = report.roundsWithResults() + 1;
        if (system == PairingSystem.berger) {
            berger(report, next, out);
        } else {
            dutch(report, next, out);
        }
        out.flush();
        return 0;
    }

    private void dutch(TrfTournament report, int next, PrintWriter out) throws UserInputException {
        Integer planned = report.plannedRounds() != null ? report.plannedRounds() : rounds;
        if (planned == null) {
            throw new UserInputException(trf + " does not say how many rounds the tournament has (no XXR line);"
                    + " give --rounds");
        }
        if (next > planned) {
            throw new UserInputException("all " + planned + " rounds are played; there is no round " + next);
        }
        RoundPairings pairings;
        try {
            pairings = DutchPairer.pair(TrfRounds.next(report, planned));
        } catch (PairingException e) {
            throw new UserInputException(e.getMessage());
        }
        out.println("Round " + next + " (FIDE Dutch system)");
        print(report, pairings.boards(), out);
        if (pairings.byeEntrant() > 0) {
            out.println("bye  " + describe(report, pairings.byeEntrant()));
        }
    }

    private void berger(TrfTournament report, int next, PrintWriter out) throws UserInputException {
        int players = report.players().size();
        if (players < 3) {
            throw new UserInputException("a round robin needs at least 3 players; the report has " + players);
        }
        for (int n = 1; n <= players; n++) {
            final int number = n;
            if (report.entrants().stream().noneMatch(e -> e.number() == number)) {
                throw new UserInputException("the Berger tables need the players numbered 1 to " + players
                        + "; number " + n + " is missing");
            }
        }
        List<List<Pairing>> table = doubleRoundRobin ? BergerTables.doubleRoundRobin(players)
                : BergerTables.singleRoundRobin(players);
        if (next > table.size()) {
            throw new UserInputException("the round robin is complete: all " + table.size() + " rounds are played");
        }
        out.println("Round " + next + " (FIDE Berger tables)");
        List<Pairing> round = table.get(next - 1);
        int bye = BergerTables.byeNumber(players);
        print(report, round.stream().filter(p -> p.white() != bye && p.black() != bye).toList(), out);
        for (Pairing p : round) {
            if (bye > 0 && p.involves(bye)) {
                out.println("bye  " + describe(report, p.opponentOf(bye)));
            }
        }
    }

    private static void print(TrfTournament report, List<Pairing> boards, PrintWriter out) {
        int board = 0;
        for (Pairing p : boards) {
            out.printf("%3d  %s  -  %s%n", ++board, describe(report, p.white()), describe(report, p.black()));
        }
    }

    private static String describe(TrfTournament report, int number) {
        String name = report.entrants().stream().filter(e -> e.number() == number).map(Entrant::name).findFirst()
                .orElse("");
        return number + (name.isBlank() ? "" : " " + name);
    }
}
