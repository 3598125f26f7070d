package org.heterodox.webengine;

import org.heterodox.engine.Engine;
import org.heterodox.engine.protocol.UciProtocol;
import org.teavm.jso.JSBody;

/**
 * The engine as a Web Worker speaking UCI: each message to the worker is a command line, each line the
 * engine writes is a message back. The JVM's own {@link UciProtocol} reads the lines on this (TeaVM green)
 * thread and searches on another; {@link WorkerHost} makes a search pause so that a {@code stop} gets through.
 */
public final class UciWorker {
    private UciWorker() {
    }

    public static void main(String[] args) {
        UciProtocol uci = new UciProtocol(new Engine(Engine.DEFAULT_HASH_MB, new WorkerHost()), UciWorker::post);
        WorkerMessages.listen();
        while (uci.handle(WorkerMessages.take())) {
            // One command at a time, in the order the page sent them, as from a GUI's pipe.
        }
        close();
    }

    @JSBody(params = "line", script = "self.postMessage(line);")
    private static native void post(String line);

    @JSBody(script = "self.close();")
    private static native void close();
}
