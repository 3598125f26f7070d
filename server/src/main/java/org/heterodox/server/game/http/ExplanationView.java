package org.heterodox.server.game.http;

import java.util.List;

/** Why a U-Chess move is or is not legal: its writings, status, reason and the other moves its writing denotes. */
public record ExplanationView(String uci, String longAlgebraic, String writing, String latin, String status,
                              String reason, List<String> sameWriting) {
}
