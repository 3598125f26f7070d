package org.heterodox.cli;

import java.io.PrintWriter;
import java.util.concurrent.Callable;
import org.heterodox.rules.Position;
import org.heterodox.rules.Variant;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/** Draws the position as text. */
@Command(name = "show", mixinStandardHelpOptions = true,
        description = "Show the position as a text diagram with side to move and status.")
final class ShowCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Mixin
    PositionOptions options;

    @Override
    public Integer call() throws Exception {
        Variant variant = options.variant();
        Position position = options.position();
        PrintWriter out = spec.commandLine().getOut();
        out.println(variant.displayName() + " (" + variant.spec() + ")");
        out.print(variant.diagram(position));
        out.println("FEN: " + position.toFen());
        out.flush();
        return 0;
    }
}
