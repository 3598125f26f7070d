package org.heterodox.webengine;

import java.util.ArrayDeque;
import org.teavm.interop.Async;
import org.teavm.interop.AsyncCallback;
import org.teavm.jso.JSBody;
import org.teavm.jso.JSFunctor;
import org.teavm.jso.JSObject;

/**
 * The worker's incoming messages as lines, read in order by one thread. The browser delivers a message
 * outside any of TeaVM's threads, where nothing may block or take a monitor (in WebAssembly that traps),
 * so a message is only queued there, or handed straight to the thread waiting in {@link #take}.
 */
final class WorkerMessages {
    private static final ArrayDeque<String> QUEUED = new ArrayDeque<>();
    private static AsyncCallback<String> waiting;

    private WorkerMessages() {
    }

    /** Starts receiving the worker's messages, those that came while the engine loaded first. */
    static void listen() {
        listen(WorkerMessages::receive);
    }

    private static void receive(String line) {
        if (waiting != null) {
            AsyncCallback<String> reader = waiting;
            waiting = null;
            reader.complete(line);
        } else {
            QUEUED.add(line);
        }
    }

    /** The next message, waiting for one (the calling thread is suspended, the event loop runs meanwhile). */
    @Async
    static native String take();

    private static void take(AsyncCallback<String> callback) {
        String line = QUEUED.poll();
        if (line != null) {
            callback.complete(line);
        } else {
            waiting = callback;
        }
    }

    @JSFunctor
    interface LineReceiver extends JSObject {
        void accept(String line);
    }

    /** The worker's start script keeps the messages that come while the engine loads in {@code self.heterodoxWaiting}. */
    @JSBody(params = "receiver", script = "var waiting = self.heterodoxWaiting || [];"
            + "self.heterodoxWaiting = null;"
            + "self.onmessage = function(event) { receiver(String(event.data)); };"
            + "for (var i = 0; i < waiting.length; i++) { receiver(String(waiting[i])); }")
    private static native void listen(LineReceiver receiver);
}
