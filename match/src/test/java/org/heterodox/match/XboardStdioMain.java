package org.heterodox.match;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import org.heterodox.engine.Engine;
import org.heterodox.engine.protocol.XboardProtocol;

/** Our XBoard engine on standard input and output, started as a separate process by tests. */
public final class XboardStdioMain {
    private XboardStdioMain() {
    }

    public static void main(String[] args) throws Exception {
        XboardProtocol protocol = new XboardProtocol(new Engine(4), line -> {
            System.out.println(line);
            System.out.flush();
        });
        protocol.run(new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8)));
    }
}
