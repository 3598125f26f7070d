package org.heterodox.cli;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.Callable;
import java.util.function.Consumer;
import org.heterodox.engine.Engine;
import org.heterodox.engine.protocol.ProtocolAdapter;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/** What the engine protocol commands share: read commands from standard input, answer line by line. */
abstract class ProtocolCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    private final BufferedReader input;

    ProtocolCommand() {
        this(new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8)));
    }

    /** Reads commands from {@code input} instead of standard input (tests). */
    ProtocolCommand(BufferedReader input) {
        this.input = input;
    }

    /** The protocol translator for this command. */
    abstract ProtocolAdapter adapter(Engine engine, Consumer<String> output);

    @Override
    public Integer call() throws Exception {
        PrintWriter out = spec.commandLine().getOut();
        // Flush every line: a GUI waits for each answer.
        adapter(new Engine(), line -> {
            out.println(line);
            out.flush();
        }).run(input);
        return 0;
    }
}
