package org.heterodox.server.tournament.http;

import java.util.List;

/** A published round: its boards and byes. */
public record TournamentRoundView(int number, long publishedAt, List<TournamentBoardView> boards, List<ByeView> byes) {
    /** A player without a game in the round. */
    public record ByeView(String name, double points, String kind) {
    }
}
