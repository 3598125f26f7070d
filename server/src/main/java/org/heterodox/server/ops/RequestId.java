package org.heterodox.server.ops;

import java.util.HexFormat;
import java.util.concurrent.ThreadLocalRandom;
import java.util.regex.Pattern;

/**
 * A request's id for the log and the {@value #HEADER} answer header: the one a proxy sent, when it is
 * a sane token (so a proxy's and our log lines join), otherwise a new random one.
 */
public final class RequestId {
    public static final String HEADER = "X-Request-Id";
    /** What is kept of a caller's id: a short token, nothing that could break a log line. */
    private static final Pattern SANE = Pattern.compile("[A-Za-z0-9._:-]{1,64}");

    private RequestId() {
    }

    /** The caller's id when sane, else a new one (16 hex digits). */
    public static String of(String offered) {
        if (offered != null && SANE.matcher(offered).matches()) {
            return offered;
        }
        return HexFormat.of().toHexDigits(ThreadLocalRandom.current().nextLong());
    }
}
