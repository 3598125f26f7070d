package org.heterodox.match;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import org.heterodox.engine.Engine;
import org.heterodox.engine.protocol.XboardProtocol;

/**
 * Our XBoard engine on standard input and output, started as a separate process by tests. An argument
 * delays its start by that many milliseconds: an engine still starting when the runner says {@code protover}.
 */
public final class XboardStdioMain {
    private XboardStdioMain() {
    }

    public static void main(String[] args) throws Exception {
        if (args.length > 0) {
            Thread.sleep(Long.parseLong(args[0]));
        }
        XboardProtocol protocol = new XboardProtocol(new Engine(4), line -> {
            System.out.println(line);
            System.out.flush();
        });
        protocol.run(new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8)));
    }
}
