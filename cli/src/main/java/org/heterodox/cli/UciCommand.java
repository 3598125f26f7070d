package org.heterodox.cli;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.Callable;
import org.heterodox.engine.Engine;
import org.heterodox.engine.protocol.UciProtocol;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/** {@code heterodox uci}: the engine speaking UCI on standard input and output. */
@Command(name = "uci", mixinStandardHelpOptions = true,
        description = "Run the engine under the UCI protocol (UCI_Variant selects the game).")
public final class UciCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Override
    public Integer call() throws Exception {
        PrintWriter out = spec.commandLine().getOut();
        UciProtocol protocol = new UciProtocol(new Engine(), line -> {
            out.println(line);
            out.flush();
        });
        protocol.run(new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8)));
        return 0;
    }
}
