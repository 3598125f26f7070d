package org.heterodox.server.puzzle;

import java.util.Optional;
import org.jdbi.v3.core.Jdbi;

/**
 * The puzzle runs in the database (so any server takes the next move): created when a puzzle is handed
 * out, moved on by a compare-and-set on its progress, deleted an hour after their last move.
 */
public final class PuzzleRunStore {
    /** A run nobody moved in for this long is gone. */
    public static final long IDLE_MS = 60 * 60 * 1000L;

    private final Jdbi jdbi;

    public PuzzleRunStore(Jdbi jdbi) {
        this.jdbi = jdbi;
    }

    /** Stores a new run, and drops the idle ones (the table holds the last hour's runs only). */
    public void create(PuzzleRun run, long now) {
        jdbi.useTransaction(handle -> {
            handle.createUpdate("DELETE FROM puzzle_runs WHERE updated_at < :idle").bind("idle", now - IDLE_MS).execute();
            handle.createUpdate("INSERT INTO puzzle_runs (token_hash, account_id, variant, theme, streak, puzzle_id, plies,"
                            + " solved, finished, updated_at) VALUES (:hash, :account, :variant, :theme, :streak, :puzzle,"
                            + " :plies, :solved, :finished, :at)")
                    .bind("hash", run.tokenHash()).bind("account", run.account()).bind("variant", run.variant())
                    .bind("theme", run.theme()).bind("streak", run.streak()).bind("puzzle", run.puzzleId())
                    .bind("plies", run.plies()).bind("solved", run.solved()).bind("finished", run.finished())
                    .bind("at", now).execute();
        });
    }

    public Optional<PuzzleRun> find(String tokenHash, long now) {
        return jdbi.withHandle(handle -> handle.createQuery("SELECT token_hash, account_id, variant, theme, streak,"
                        + " puzzle_id, plies, solved, finished FROM puzzle_runs WHERE token_hash = :hash AND updated_at >= :idle")
                .bind("hash", tokenHash).bind("idle", now - IDLE_MS)
                .map((rs, ctx) -> new PuzzleRun(rs.getString(1), (Long) rs.getObject(2, Long.class), rs.getString(3),
                        rs.getString(4), rs.getBoolean(5), rs.getLong(6), rs.getInt(7), rs.getInt(8), rs.getBoolean(9)))
                .findOne());
    }

    /** Moves {@code from} on to {@code to} unless another request moved it first; whether it did. */
    public boolean advance(PuzzleRun from, PuzzleRun to, long now) {
        return jdbi.withHandle(handle -> handle.createUpdate("UPDATE puzzle_runs SET puzzle_id = :puzzle, plies = :plies,"
                        + " solved = :solved, finished = :finished, updated_at = :at WHERE token_hash = :hash"
                        + " AND puzzle_id = :oldPuzzle AND plies = :oldPlies AND solved = :oldSolved AND finished = FALSE")
                .bind("puzzle", to.puzzleId()).bind("plies", to.plies()).bind("solved", to.solved())
                .bind("finished", to.finished()).bind("at", now).bind("hash", from.tokenHash())
                .bind("oldPuzzle", from.puzzleId()).bind("oldPlies", from.plies()).bind("oldSolved", from.solved())
                .execute() == 1);
    }
}
