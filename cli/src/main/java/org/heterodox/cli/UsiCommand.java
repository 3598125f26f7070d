package org.heterodox.cli;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.Callable;
import org.heterodox.engine.Engine;
import org.heterodox.engine.protocol.UsiProtocol;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/** {@code heterodox usi}: the engine speaking USI (shogi and Unashogi) on standard input and output. */
@Command(name = "usi", mixinStandardHelpOptions = true,
        description = "Run the engine under the USI protocol for shogi and unashogi (USI_Variant selects the game).")
public final class UsiCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    private final BufferedReader input;

    public UsiCommand() {
        this(new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8)));
    }

    /** Reads commands from {@code input} instead of standard input (tests). */
    UsiCommand(BufferedReader input) {
        this.input = input;
    }

    @Override
    public Integer call() throws Exception {
        PrintWriter out = spec.commandLine().getOut();
        UsiProtocol protocol = new UsiProtocol(new Engine(), line -> {
            out.println(line);
            out.flush();
        });
        protocol.run(input);
        return 0;
    }
}
