package org.heterodox.server.api;

import com.fasterxml.jackson.annotation.JsonInclude;

/** The live channel's refusal of a client's message, sent to that client only, with the message's {@code id} if it had one. */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record ErrorMessage(String type, int status, String error, Integer id) {
    public ErrorMessage(int status, String error) {
        this("error", status, error, null);
    }

    public ErrorMessage(int status, String error, Integer id) {
        this("error", status, error, id);
    }
}
