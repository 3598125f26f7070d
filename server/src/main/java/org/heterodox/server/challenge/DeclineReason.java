package org.heterodox.server.challenge;

import java.util.Arrays;
import java.util.stream.Collectors;

/** Why a challenged player says no: a short fixed list, so that the challenger reads it in their own language. */
public enum DeclineReason {
    GENERIC("generic"), LATER("later"), TOO_FAST("tooFast"), TOO_SLOW("tooSlow"), RATED("rated"), CASUAL("casual"),
    VARIANT("variant");

    private final String wire;

    DeclineReason(String wire) {
        this.wire = wire;
    }

    public String wire() {
        return wire;
    }

    /** The reason named {@code text}, or null when none is. */
    public static DeclineReason fromWire(String text) {
        return Arrays.stream(values()).filter(r -> r.wire.equals(text)).findFirst().orElse(null);
    }

    /** The names, for a refusal's message. */
    public static String names() {
        return Arrays.stream(values()).map(DeclineReason::wire).collect(Collectors.joining(", "));
    }
}
