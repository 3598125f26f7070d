package org.heterodox.match;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import org.heterodox.rules.MoveList;
import org.heterodox.rules.Position;
import org.heterodox.rules.Variant;
import org.heterodox.rules.Variants;

/**
 * A USI engine with a fixed behaviour for the driver's transcript tests, started as a process: it
 * writes every command it receives to the file given as second argument and, asked to move, answers
 * by its mode (first argument): {@code first} plays the first legal move with {@code score mate 3},
 * {@code resign} resigns, {@code win} declares an entering-king win. Mode {@code fairy} plays like
 * {@code first} but names its variant option {@code UCI_Variant}, as Fairy-Stockfish does.
 */
public final class ScriptedUsiEngine {
    private ScriptedUsiEngine() {
    }

    public static void main(String[] args) throws Exception {
        String mode = args[0];
        try (PrintWriter log = new PrintWriter(Files.newBufferedWriter(Path.of(args[1]), StandardCharsets.UTF_8), true)) {
            BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
            Variant variant = Variants.of("shogi");
            Position position = null;
            String line;
            while ((line = in.readLine()) != null) {
                String command = line.trim();
                log.println(command);
                String[] words = command.split("\\s+");
                switch (words[0]) {
                    case "usi" -> {
                        System.out.println("id name scripted-" + mode);
                        String option = mode.equals("fairy") ? "UCI_Variant" : "USI_Variant";
                        System.out.println("option name " + option + " type combo default shogi var shogi var unashogi");
                        System.out.println("usiok");
                    }
                    case "isready" -> System.out.println("readyok");
                    case "setoption" -> {
                        if (words.length == 5 && words[2].endsWith("_Variant")) {
                            variant = Variants.of(words[4]);
                        }
                    }
                    case "position" -> position = position(variant, words);
                    case "go" -> {
                        switch (mode) {
                            case "resign" -> System.out.println("bestmove resign");
                            case "win" -> System.out.println("bestmove win");
                            default -> {
                                MoveList moves = new MoveList();
                                position.generate(moves);
                                System.out.println("info depth 1 score mate 3 pv x");
                                System.out.println("bestmove " + variant.machineNotation().format(position, moves.get(0)));
                            }
                        }
                    }
                    case "quit" -> {
                        return;
                    }
                    default -> {
                    }
                }
                System.out.flush();
            }
        }
    }

    private static Position position(Variant variant, String[] words) throws Exception {
        int moves = Arrays.asList(words).indexOf("moves");
        int end = moves < 0 ? words.length : moves;
        Position position = words[1].equals("startpos") ? variant.startPosition()
                : variant.fromFen(String.join(" ", Arrays.copyOfRange(words, 2, end)));
        if (moves >= 0) {
            for (int i = moves + 1; i < words.length; i++) {
                position.make(variant.machineNotation().parse(position, words[i]));
            }
        }
        return position;
    }
}
