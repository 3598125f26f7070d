package org.heterodox.server.game.http;

import com.fasterxml.jackson.annotation.JsonInclude;

/** A played move: its number, the record notation, the machine notation, the mover's clock after it (timed games). */
public record MoveView(int ply, String move, String machine, @JsonInclude(JsonInclude.Include.NON_NULL) Long clockMs) {
}
