package org.heterodox.server.tournament;

/** A refused tournament request, with the HTTP status it answers and a message for the player. */
public class TournamentException extends RuntimeException {
    private final int status;

    public TournamentException(int status, String message) {
        super(message);
        this.status = status;
    }

    public int status() {
        return status;
    }

    static TournamentException notFound(String message) {
        return new TournamentException(404, message);
    }

    static TournamentException conflict(String message) {
        return new TournamentException(409, message);
    }

    static TournamentException forbidden(String message) {
        return new TournamentException(403, message);
    }

    static TournamentException badRequest(String message) {
        return new TournamentException(400, message);
    }

    /** A name or id as error messages quote it: cut after 24 characters. */
    static String abbreviate(String text) {
        if (text == null) {
            return "";
        }
        return text.length() > 24 ? text.substring(0, 24) + "..." : text;
    }
}
