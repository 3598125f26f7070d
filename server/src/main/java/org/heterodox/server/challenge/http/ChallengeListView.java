package org.heterodox.server.challenge.http;

import java.util.List;

/** A player's open challenges, received and made ({@code type} "challenges" on the live channel too). */
public record ChallengeListView(String type, List<ChallengeView> incoming, List<ChallengeView> outgoing) {
}
