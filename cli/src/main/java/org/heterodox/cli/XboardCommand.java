package org.heterodox.cli;

import java.util.function.Consumer;
import org.heterodox.engine.Engine;
import org.heterodox.engine.protocol.ProtocolAdapter;
import org.heterodox.engine.protocol.XboardProtocol;
import picocli.CommandLine.Command;

/** {@code heterodox xboard}: the engine speaking XBoard / CECP v2 on standard input and output. */
@Command(name = "xboard", aliases = "cecp", mixinStandardHelpOptions = true,
        description = "Run the engine under the XBoard (CECP v2) protocol.")
public final class XboardCommand extends ProtocolCommand {
    @Override
    ProtocolAdapter adapter(Engine engine, Consumer<String> output) {
        return new XboardProtocol(engine, output);
    }
}
