package org.heterodox.cli;

import java.util.function.Consumer;
import org.heterodox.engine.Engine;
import org.heterodox.engine.protocol.ProtocolAdapter;
import org.heterodox.engine.protocol.UciProtocol;
import picocli.CommandLine.Command;

/** {@code heterodox uci}: the engine speaking UCI on standard input and output. */
@Command(name = "uci", mixinStandardHelpOptions = true,
        description = "Run the engine under the UCI protocol (UCI_Variant selects the game).")
public final class UciCommand extends ProtocolCommand {
    @Override
    ProtocolAdapter adapter(Engine engine, Consumer<String> output) {
        return new UciProtocol(engine, output);
    }
}
