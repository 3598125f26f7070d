package org.heterodox.cli;

import java.io.PrintWriter;
import java.util.concurrent.Callable;
import org.heterodox.rules.GameDefinition;
import org.heterodox.rules.Variants;
import picocli.CommandLine.Command;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/** Lists every game with its options. */
@Command(name = "variants", mixinStandardHelpOptions = true, description = "List the games and their options.")
final class VariantsCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        for (GameDefinition game : Variants.all()) {
            out.printf("%-10s %s. %s%n", game.name(), game.displayName(), game.summary());
            if (!game.options().isEmpty()) {
                out.printf("%-10s options: %s%n", "", String.join(", ", game.options()));
            }
        }
        out.flush();
        return 0;
    }
}
