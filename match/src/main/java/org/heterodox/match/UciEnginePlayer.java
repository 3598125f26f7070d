package org.heterodox.match;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.heterodox.rules.Position;
import org.heterodox.rules.format.FormatException;

/**
 * An external UCI engine (e.g. Stockfish) as a match player: started once, told each position as a
 * FEN, asked for a move within a fixed time or node budget. Its answer is read with the variant's
 * machine notation, so an illegal reply is an error, never a silently corrupted game.
 */
public final class UciEnginePlayer implements Player, AutoCloseable {
    private final String name;
    private final Process process;
    private final PrintWriter in;
    private final BufferedReader out;
    private final String goCommand;

    /**
     * @param command   the program and its arguments
     * @param options   {@code name=value} pairs sent as {@code setoption}
     * @param goCommand what follows {@code go}, e.g. {@code movetime 100} or {@code nodes 20000}
     */
    public UciEnginePlayer(String name, List<String> command, List<String> options, String goCommand) throws IOException {
        this.name = name;
        this.goCommand = goCommand;
        process = new ProcessBuilder(command).redirectErrorStream(true).start();
        in = new PrintWriter(process.getOutputStream(), true, StandardCharsets.UTF_8);
        out = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8));
        send("uci");
        waitFor("uciok");
        for (String option : options) {
            int eq = option.indexOf('=');
            send("setoption name " + option.substring(0, eq) + " value " + option.substring(eq + 1));
        }
        send("isready");
        waitFor("readyok");
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public void newGame() {
        send("ucinewgame");
        send("isready");
        waitFor("readyok");
    }

    @Override
    public int choose(Position position) {
        send("position fen " + position.toFen());
        send("go " + goCommand);
        String line = waitFor("bestmove ");
        String move = line.split("\\s+")[1];
        try {
            return position.variant().machineNotation().parse(position, move);
        } catch (FormatException e) {
            throw new IllegalStateException(name + " answered '" + line + "': " + e.getMessage(), e);
        }
    }

    private void send(String line) {
        in.println(line);
    }

    private String waitFor(String prefix) {
        try {
            String line;
            while ((line = out.readLine()) != null) {
                if (line.startsWith(prefix)) {
                    return line;
                }
            }
            throw new IllegalStateException(name + " ended before answering '" + prefix.strip() + "'");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Override
    public void close() {
        in.println("quit");
        process.destroy();
    }
}
