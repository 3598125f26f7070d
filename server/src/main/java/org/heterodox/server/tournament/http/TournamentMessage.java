package org.heterodox.server.tournament.http;

/** The tournament channel's push: the whole tournament after a change. */
public record TournamentMessage(String type, String event, TournamentView tournament) {
    public TournamentMessage(String event, TournamentView tournament) {
        this("tournament", event, tournament);
    }
}
