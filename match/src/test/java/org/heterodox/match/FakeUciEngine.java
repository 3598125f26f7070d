package org.heterodox.match;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;

/**
 * A misbehaving UCI engine for the match runner's tests, started as a process. Its mode (first
 * argument) says how it fails once asked to move: {@code crash} exits, {@code hang} never answers,
 * {@code illegal} answers a move no position allows, {@code garbage} answers words, {@code silent}
 * never even completes the handshake.
 */
public final class FakeUciEngine {
    private FakeUciEngine() {
    }

    public static void main(String[] args) throws Exception {
        String mode = args.length > 0 ? args[0] : "illegal";
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        String line;
        while ((line = in.readLine()) != null) {
            String command = line.trim();
            if (mode.equals("silent")) {
                continue;
            }
            if (command.equals("uci")) {
                System.out.println("id name fake-" + mode);
                System.out.println("uciok");
            } else if (command.equals("isready")) {
                System.out.println("readyok");
            } else if (command.startsWith("go")) {
                switch (mode) {
                    case "crash" -> System.exit(3);
                    case "hang" -> {
                    }
                    case "garbage" -> System.out.println("bestmove hello");
                    default -> {
                        System.out.println("info depth 1 score cp 0");
                        System.out.println("bestmove a1a1");
                    }
                }
            } else if (command.equals("quit")) {
                return;
            }
            System.out.flush();
        }
    }
}
