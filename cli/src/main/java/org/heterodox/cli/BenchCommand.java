package org.heterodox.cli;

import java.util.concurrent.Callable;
import org.heterodox.engine.Bench;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code heterodox bench}: the deterministic node-count benchmark of the engine. */
@Command(name = "bench", mixinStandardHelpOptions = true,
        description = "Search the fixed bench positions to a fixed depth; prints the total node count and speed.")
public final class BenchCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Option(names = "--depth", description = "Search depth (default: ${DEFAULT-VALUE}).")
    int depth = Bench.DEFAULT_DEPTH;

    @Override
    public Integer call() {
        if (depth < 1 || depth > 30) {
            spec.commandLine().getErr().println("--depth must be between 1 and 30");
            return 2;
        }
        var out = spec.commandLine().getOut();
        Bench.run(depth, line -> {
            out.println(line);
            out.flush();
        });
        return 0;
    }
}
