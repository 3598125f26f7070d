package org.heterodox.cli;

import java.io.BufferedReader;
import java.util.function.Consumer;
import org.heterodox.engine.Engine;
import org.heterodox.engine.protocol.ProtocolAdapter;
import org.heterodox.engine.protocol.UsiProtocol;
import picocli.CommandLine.Command;

/** {@code heterodox usi}: the engine speaking USI (shogi and Unashogi) on standard input and output. */
@Command(name = "usi", mixinStandardHelpOptions = true,
        description = "Run the engine under the USI protocol for shogi and unashogi (USI_Variant selects the game).")
public final class UsiCommand extends ProtocolCommand {
    public UsiCommand() {
    }

    /** Reads commands from {@code input} instead of standard input (tests). */
    UsiCommand(BufferedReader input) {
        super(input);
    }

    @Override
    ProtocolAdapter adapter(Engine engine, Consumer<String> output) {
        return new UsiProtocol(engine, output);
    }
}
