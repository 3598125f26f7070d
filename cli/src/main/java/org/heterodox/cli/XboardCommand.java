package org.heterodox.cli;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.Callable;
import org.heterodox.engine.Engine;
import org.heterodox.engine.protocol.XboardProtocol;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/** {@code heterodox xboard}: the engine speaking XBoard / CECP v2 on standard input and output. */
@Command(name = "xboard", aliases = "cecp", mixinStandardHelpOptions = true,
        description = "Run the engine under the XBoard (CECP v2) protocol.")
public final class XboardCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Override
    public Integer call() throws Exception {
        PrintWriter out = spec.commandLine().getOut();
        XboardProtocol protocol = new XboardProtocol(new Engine(), line -> {
            out.println(line);
            out.flush();
        });
        protocol.run(new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8)));
        return 0;
    }
}
