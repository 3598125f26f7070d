package org.heterodox.engine.protocol;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Thousands of mutated command lines: the protocol readers answer each with output or silence,
 * never an exception or an "internal error", and stay usable afterwards.
 */
class ProtocolFuzzTest {
    private static final String[] UCI_SEEDS = {
        "uci", "isready", "ucinewgame", "position startpos", "position startpos moves e2e4 e7e5 g1f3",
        "position fen rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1 moves c7c5",
        "setoption name Hash value 2", "setoption name MultiPV value 2", "setoption name UCI_Variant value chess",
        "setoption name Threads value 2", "setoption name Threads value 1",
        "go depth 1", "go nodes 300", "go movetime 1", "go wtime 100 btime 100 winc 0 binc 0", "stop",
        "position fen 8/8/8/8/8/8/8/8 w - - 0 1", "go mate 1 depth 1"};
    private static final String[] XBOARD_SEEDS = {
        "xboard", "protover 2", "new", "force", "usermove e2e4", "usermove e7e5", "sd 1", "st 1", "go", "undo",
        "remove", "ping 3", "level 40 5 0", "level 0 0:30 1.5", "time 100", "otim 100", "setboard 8/8/8/8/8/8/8/8 w - - 0 1",
        "setboard rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "variant normal", "result 1-0", "post",
        "memory 2", "cores 2", "cores 1", "?", "playother"};
    private static final String[] XBOARD_DROP_SEEDS = {
        "new", "force", "variant unachess", "variant shogi", "variant unashogi", "variant parachute", "usermove K@e1",
        "usermove k@e8", "usermove c3c4", "usermove g7g6", "usermove b2h8+", "usermove P@e5", "usermove K@e9",
        "holding [QRRBBNNPPPPPPPP] [KQRRBBNNPPPPPPPP]", "holding [P] [] +P", "holding [-] [-]",
        "setboard 8/8/8/3q4/8/8/8/4K3[QRRBBNNPPPPPPPPkrrbbnnpppppppp] w - - 0 2",
        "setboard lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL[] w - - 0 1",
        "setboard 4k4/9/9/9/9/9/9/9/4K4[Pp] b - - 0 3", "sd 1", "go", "undo", "ping 3"};
    private static final String[] USI_SEEDS = {
        "usi", "isready", "usinewgame", "position startpos", "position startpos moves 7g7f 3c3d 8h2b+",
        "position sfen 4k4/9/4P4/9/9/9/9/9/4K4 b G 1 moves G*5b", "setoption name USI_Hash value 2",
        "setoption name USI_Variant value unashogi", "setoption name USI_Variant value shogi",
        "position startpos moves K*5i K*5a P*5e", "go depth 1", "go nodes 300", "go btime 100 wtime 100 byoyomi 10",
        "go btime 100 wtime 100 binc 5 winc 5", "stop", "gameover win"};
    private static final String[] AMBIGUOUS_SEEDS = {
        "setoption name UCI_Variant value ambiguous", "setoption name UCI_Variant value ambiguous:checkmate",
        "position startpos moves a3", "position startpos moves a3 b1a3 e5 d2d4", "position startpos moves e4 e5 f3",
        "position fen 7k/P7/8/8/8/8/8/K7 w - - 0 1 moves a8 a7a8n", "go depth 1", "go nodes 200", "stop", "d"};
    private static final String NOISE = " \t0123456789-:/.@*abcdefghKQRBNPkqrbnpmovesfenstartposdepthgo\u00e9\u0000";

    @Test
    void uciSurvivesMutatedCommands() {
        fuzz(new Transcript(UciProtocol::new), UCI_SEEDS, 2024L, List.of("isready"), "readyok");
    }

    @Test
    void xboardSurvivesMutatedCommands() {
        fuzz(new Transcript(XboardProtocol::new), XBOARD_SEEDS, 4242L, List.of("force", "ping 99"), "pong 99");
    }

    @Test
    void xboardSurvivesMutatedDropGameCommands() {
        fuzz(new Transcript(XboardProtocol::new), XBOARD_DROP_SEEDS, 4343L, List.of("force", "ping 99"), "pong 99");
    }

    @Test
    void usiSurvivesMutatedCommands() {
        fuzz(new Transcript(UsiProtocol::new), USI_SEEDS, 777L, List.of("isready"), "readyok");
    }

    @Test
    void uciSurvivesMutatedAmbiguousChessDecisions() {
        Transcript transcript = new Transcript(UciProtocol::new);
        transcript.adapter.handle("setoption name UCI_Variant value ambiguous");
        fuzz(transcript, AMBIGUOUS_SEEDS, 99L, List.of("isready"), "readyok");
    }

    private static void fuzz(Transcript transcript, String[] seeds, long seed, List<String> probe, String expected) {
        Random random = new Random(seed);
        for (int i = 0; i < 3000; i++) {
            String line = mutate(seeds[random.nextInt(seeds.length)], random);
            transcript.adapter.handle(line.startsWith("quit") ? "x" + line : line);
            if (i % 50 == 0) {
                // Searches started by fuzzed lines are stopped so the run stays short.
                transcript.adapter.handle("stop");
                transcript.adapter.handle("force");
                transcript.adapter.awaitSearch();
            }
        }
        transcript.adapter.handle("stop");
        transcript.adapter.awaitSearch();
        for (String command : probe) {
            transcript.adapter.handle(command);
        }
        transcript.adapter.awaitSearch();
        assertThat(transcript.lines()).noneMatch(l -> l.contains("internal error"));
        assertThat(transcript.lines()).contains(expected);
    }

    private static String mutate(String seed, Random random) {
        StringBuilder sb = new StringBuilder(seed);
        int edits = 1 + random.nextInt(4);
        for (int e = 0; e < edits; e++) {
            int at = sb.length() == 0 ? 0 : random.nextInt(sb.length() + 1);
            switch (random.nextInt(4)) {
                case 0 -> sb.insert(at, NOISE.charAt(random.nextInt(NOISE.length())));
                case 1 -> {
                    if (at < sb.length()) {
                        sb.deleteCharAt(at);
                    }
                }
                case 2 -> {
                    if (at < sb.length()) {
                        sb.setCharAt(at, NOISE.charAt(random.nextInt(NOISE.length())));
                    }
                }
                default -> sb.setLength(Math.min(sb.length(), at));
            }
        }
        return sb.toString();
    }
}
