package org.heterodox.match;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import org.heterodox.engine.Engine;
import org.heterodox.engine.protocol.UciProtocol;

/** Our UCI engine on standard input and output, started as a separate process by tests. */
public final class UciStdioMain {
    private UciStdioMain() {
    }

    public static void main(String[] args) throws Exception {
        UciProtocol protocol = new UciProtocol(new Engine(4), line -> {
            System.out.println(line);
            System.out.flush();
        });
        protocol.run(new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8)));
    }
}
