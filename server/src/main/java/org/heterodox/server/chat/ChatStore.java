package org.heterodox.server.chat;

import java.util.List;
import org.jdbi.v3.core.Jdbi;

/** The {@code chat_lines} table. */
public final class ChatStore {
    private final Jdbi jdbi;

    public ChatStore(Jdbi jdbi) {
        this.jdbi = jdbi;
    }

    /** Appends a line with the room's next number, unless the room already holds {@code max} lines (then null). */
    public ChatLine append(String gameId, String room, String author, Long account, int side, String text, long at, int max) {
        return jdbi.inTransaction(handle -> {
            long count = handle.createQuery("SELECT COUNT(*) FROM chat_lines WHERE game_id = :game AND room = :room")
                    .bind("game", gameId).bind("room", room).mapTo(Long.class).one();
            if (count >= max) {
                return null;
            }
            long seq = count + 1;
            handle.createUpdate("INSERT INTO chat_lines (game_id, room, seq, author, author_account, author_side, text,"
                            + " posted_at) VALUES (:game, :room, :seq, :author, :account, :side, :text, :at)")
                    .bind("game", gameId).bind("room", room).bind("seq", seq).bind("author", author)
                    .bind("account", account).bind("side", side).bind("text", text).bind("at", at).execute();
            return new ChatLine(room, seq, author, account, side, text, at);
        });
    }

    public List<ChatLine> lines(String gameId, String room) {
        return jdbi.withHandle(handle -> handle.createQuery("SELECT * FROM chat_lines WHERE game_id = :game AND room = :room"
                        + " ORDER BY seq")
                .bind("game", gameId).bind("room", room)
                .map((rs, ctx) -> line(rs))
                .list());
    }

    /** One line of a room, if there is such a line. */
    public java.util.Optional<ChatLine> line(String gameId, String room, long seq) {
        return jdbi.withHandle(handle -> handle.createQuery("SELECT * FROM chat_lines WHERE game_id = :game AND room = :room"
                        + " AND seq = :seq")
                .bind("game", gameId).bind("room", room).bind("seq", seq)
                .map((rs, ctx) -> line(rs))
                .findOne());
    }

    private static ChatLine line(java.sql.ResultSet rs) throws java.sql.SQLException {
        long account = rs.getLong("author_account");
        Long author = rs.wasNull() ? null : account;
        return new ChatLine(rs.getString("room"), rs.getLong("seq"), rs.getString("author"), author,
                rs.getInt("author_side"), rs.getString("text"), rs.getLong("posted_at"));
    }

    /** Records that {@code side} muted (or unmuted) its opponent in the game. */
    public void mute(String gameId, int side, boolean muted) {
        jdbi.useTransaction(handle -> {
            handle.createUpdate("DELETE FROM chat_mutes WHERE game_id = :game AND side = :side")
                    .bind("game", gameId).bind("side", side).execute();
            if (muted) {
                handle.createUpdate("INSERT INTO chat_mutes (game_id, side) VALUES (:game, :side)")
                        .bind("game", gameId).bind("side", side).execute();
            }
        });
    }

    /** Whether {@code side} muted its opponent in the game. */
    public boolean muted(String gameId, int side) {
        return jdbi.withHandle(handle -> handle.createQuery("SELECT COUNT(*) FROM chat_mutes WHERE game_id = :game"
                        + " AND side = :side")
                .bind("game", gameId).bind("side", side).mapTo(Integer.class).one()) > 0;
    }
}
