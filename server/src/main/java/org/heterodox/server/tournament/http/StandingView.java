package org.heterodox.server.tournament.http;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.List;

/** A line of a tournament's standings; {@code streak} and {@code sheet} only in arenas. */
public record StandingView(int rank, int number, String name, int rating, double points, List<Double> tieBreaks,
                           int played, int wins, boolean paused, boolean withdrawn,
                           @JsonInclude(JsonInclude.Include.NON_NULL) Boolean streak,
                           @JsonInclude(JsonInclude.Include.NON_NULL) List<Integer> sheet) {
}
