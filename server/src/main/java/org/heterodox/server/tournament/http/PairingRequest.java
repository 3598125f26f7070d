package org.heterodox.server.tournament.http;

import java.util.List;

/** The organiser's pairing of a round by hand: each board's White and Black by name, the bye (or none), and the reason. */
public record PairingRequest(List<List<String>> boards, String bye, String reason) {
}
