package org.heterodox.server.game.http;

import com.fasterxml.jackson.annotation.JsonInclude;

/** A time control as the API writes and reads it; each kind has only its own fields. */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record TimeControlView(String type, Long initialSeconds, Long incrementSeconds, Integer days,
                              Long periodSeconds, Integer periods) {

    /** A time control without byoyomi periods. */
    public TimeControlView(String type, Long initialSeconds, Long incrementSeconds, Integer days) {
        this(type, initialSeconds, incrementSeconds, days, null, null);
    }
}
