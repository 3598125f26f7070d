package org.heterodox.server.api.view;

import com.fasterxml.jackson.annotation.JsonInclude;

/** Who holds a seat: {@code open}, {@code human} (with a name) or {@code engine} (with its level). */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record PlayerView(String kind, Integer level, String name) {
}
