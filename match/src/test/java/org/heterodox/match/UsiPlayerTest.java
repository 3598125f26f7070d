package org.heterodox.match;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.heterodox.rules.Result;
import org.heterodox.rules.Variants;
import org.heterodox.rules.format.PgnReader;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The match runner's USI driver: what it sends (transcripts of a scripted engine), how it reads
 * scores, resignations and win declarations, and whole games of our own USI engine against itself.
 */
class UsiPlayerTest {
    @TempDir
    Path dir;

    private static String java() {
        return Path.of(System.getProperty("java.home"), "bin", "java").toString();
    }

    private String scripted(String mode, Path log) {
        return "cmd=" + java() + " -cp " + System.getProperty("java.class.path") + " " + ScriptedUsiEngine.class.getName()
                + " " + mode + " " + log;
    }

    private List<GameRecord> play(String variant, String mode, Path log, String... limits) {
        List<String> args = new ArrayList<>(List.of("-engine", scripted(mode, log), "name=usi", "proto=usi"));
        args.addAll(List.of(limits));
        args.addAll(List.of("-engine", "builtin=random", "-variant", variant, "-games", "1", "-maxmoves", "3",
                "-hangtimeout", "20", "-pgnout", dir.resolve("games.pgn").toString()));
        return new Match(MatchArguments.parse(args), l -> { }).run();
    }

    @Test
    void unashogiIsChosenByTheVariantOptionAndSentAsSfenWithByoyomi() throws Exception {
        Path log = dir.resolve("log.txt");
        List<GameRecord> games = play("unashogi", "first", log, "st=0.5", "timemargin=5000");
        assertThat(games).hasSize(1);
        List<String> sent = Files.readAllLines(log);
        assertThat(sent).startsWith("usi", "isready", "setoption name USI_Variant value unashogi", "usinewgame", "isready",
                "position sfen 9/9/9/9/9/9/9/9/9 b KRB2G2S2N2L9Pkrb2g2s2n2l9p 1",
                "go btime 0 wtime 0 byoyomi 500");
        assertThat(sent).anyMatch(l -> l.matches("position sfen 9/9/9/9/9/9/9/9/9 b \\S+ 1 moves \\S+ \\S+"));
        // "mate 3" counts plies in USI: a mate with the second own move.
        assertThat(Files.readString(dir.resolve("games.pgn"))).contains("{+M2 ");
    }

    @Test
    void shogiFromItsStartIsStartposAndClocksGoSenteFirst() throws Exception {
        Path log = dir.resolve("log.txt");
        play("shogi", "fairy", log, "timemargin=5000", "-each", "tc=10+0.1");
        List<String> sent = Files.readAllLines(log);
        assertThat(sent).noneMatch(l -> l.startsWith("setoption"));
        assertThat(sent).contains("usinewgame", "position startpos", "go btime 10000 wtime 10000 binc 100 winc 100");
        // On Gote's turn the clocks keep their order: Sente's first.
        Turn gote = turn("lnsgkgsnl/1r5b1/ppppppppp/9/9/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL w - 2", 8000, 9000);
        assertThat(UsiPlayer.goLine(gote)).isEqualTo("go btime 9000 wtime 8000 binc 100 winc 100");
    }

    @Test
    void fairyStockfishNamesItsVariantOptionUciVariant() throws Exception {
        Path log = dir.resolve("log.txt");
        play("unashogi", "fairy", log, "depth=1");
        assertThat(Files.readAllLines(log)).contains("setoption name UCI_Variant value unashogi", "go depth 1");
    }

    @Test
    void resignLosesTheGameByResignation() throws Exception {
        GameRecord game = play("shogi", "resign", dir.resolve("log.txt"), "depth=1").get(0);
        int side = game.white() == 0 ? 0 : 1;
        assertThat(game.result()).isEqualTo(Result.loss(side));
        assertThat(game.termination()).endsWith("resigns");
    }

    @Test
    void aWinDeclarationLosesAsIllegalBecauseTheRulesHaveNone() throws Exception {
        GameRecord game = play("shogi", "win", dir.resolve("log.txt"), "depth=1").get(0);
        int side = game.white() == 0 ? 0 : 1;
        assertThat(game.result()).isEqualTo(Result.loss(side));
        assertThat(game.termination()).contains("illegal move").contains("entering-king");
    }

    @Test
    void usiScoresAreCentipawnsOrMateDistancesInPlies() {
        assertThat(UsiPlayer.scoreOf("info depth 9 score cp -35 nodes 100 pv 7g7f".split(" "))).isEqualTo(-35);
        assertThat(UsiPlayer.scoreOf("info depth 9 score mate 3 pv 2b3c+".split(" "))).isEqualTo(29997);
        assertThat(UsiPlayer.scoreOf("info depth 9 score mate -2".split(" "))).isEqualTo(-29998);
        assertThat(UsiPlayer.scoreOf("info score mate +".split(" "))).isEqualTo(29000);
        assertThat(UsiPlayer.scoreOf("info score mate -".split(" "))).isEqualTo(-29000);
        assertThat(UsiPlayer.scoreOf("info score mate x".split(" "))).isNull();
        assertThat(UsiPlayer.scoreOf("info string hello".split(" "))).isNull();
    }

    @Test
    void fixedLimitsWithoutClock() throws Exception {
        Turn turn = new Turn(Variants.of("shogi").startPosition(), "", true, List.of(),
                TimeControl.NONE.withDepth(4).withNodes(500), TimeControl.NONE, 0, 0, 0, 0, false);
        assertThat(UsiPlayer.goLine(turn)).isEqualTo("go depth 4 nodes 500");
    }

    @Test
    void ourUsiEnginePlaysItselfAtShogiAndUnashogi() throws Exception {
        String command = "cmd=" + java() + " -cp " + System.getProperty("java.class.path") + " " + UsiStdioMain.class.getName();
        for (String variant : List.of("shogi", "unashogi")) {
            Path pgn = dir.resolve(variant + ".pgn");
            List<GameRecord> games = new Match(MatchArguments.parse(List.of(
                    "-engine", command, "name=a", "proto=usi", "option.USI_Hash=2",
                    "-engine", command, "name=b", "proto=usi", "option.USI_Hash=2",
                    "-each", "depth=2", "-variant", variant, "-games", "2", "-openings", "plies=4", "-srand", "7",
                    "-maxmoves", "30", "-pgnout", pgn.toString())), l -> { }).run();
            assertThat(games).hasSize(2);
            assertThat(PgnReader.readAll(Files.readString(pgn))).hasSize(2);
            assertThat(games).allMatch(g -> g.game().ply() > 10)
                    .noneMatch(g -> g.termination().contains("illegal") || g.termination().contains("stalls")
                            || g.termination().contains("disconnects") || g.termination().contains("on time"));
        }
    }

    private static Turn turn(String sfen, long ownMs, long otherMs) throws Exception {
        TimeControl tc = TimeControl.parseClock("10+0.1");
        return new Turn(Variants.of("shogi").fromFen(sfen), sfen, false, List.of(), tc, tc, ownMs, otherMs, 0, 0,
                true);
    }
}
