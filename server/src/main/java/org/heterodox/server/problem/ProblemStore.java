package org.heterodox.server.problem;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.jdbi.v3.core.Jdbi;
import org.jdbi.v3.core.statement.Query;

/** The problem collection in the server's database. */
public final class ProblemStore {
    private static final String COLUMNS = "p.id, p.variant, p.fen, p.stipulation, p.author, p.source, p.composed,"
            + " p.submitter_id, a.name AS submitter, a.deleted AS submitter_deleted, p.created_at, p.verdict, p.reason,"
            + " p.solutions, p.solution_text, p.key_moves, p.line_moves, p.nodes, p.published";
    private static final String FROM = " FROM problems p LEFT JOIN accounts a ON a.id = p.submitter_id";

    private final Jdbi jdbi;

    public ProblemStore(Jdbi jdbi) {
        this.jdbi = jdbi;
    }

    /** A problem to store: what was submitted, with its diagram's key and the solver's check. */
    public record NewProblem(String variant, String fen, long diagramKey, String stipulation, String author, String source,
                             String composed, long submitter, long createdAt, ProblemCheck check) {
    }

    /** Stores the problem, published when it is sound; returns its id. */
    public long add(NewProblem problem) {
        ProblemCheck check = problem.check();
        return jdbi.withHandle(handle -> handle.createUpdate("INSERT INTO problems (variant, fen, diagram_key, stipulation,"
                        + " author, source, composed, submitter_id, created_at, verdict, reason, solutions, solution_text,"
                        + " key_moves, line_moves, nodes, published) VALUES (:variant, :fen, :key, :stipulation, :author,"
                        + " :source, :composed, :submitter, :at, :verdict, :reason, :solutions, :text, :keys, :line, :nodes,"
                        + " :published)")
                .bind("variant", problem.variant()).bind("fen", problem.fen()).bind("key", problem.diagramKey())
                .bind("stipulation", problem.stipulation()).bind("author", problem.author())
                .bind("source", problem.source()).bind("composed", problem.composed())
                .bind("submitter", problem.submitter()).bind("at", problem.createdAt())
                .bind("verdict", check.verdict().code()).bind("reason", check.reason())
                .bind("solutions", check.solutions()).bind("text", String.join("\n", check.lines()))
                .bind("keys", String.join(" ", check.keys())).bind("line", String.join(" ", check.line()))
                .bind("nodes", check.nodes()).bind("published", check.verdict() == ProblemVerdict.SOUND)
                .executeAndReturnGeneratedKeys("id").mapTo(Long.class).one());
    }

    public Optional<Problem> find(long id) {
        return jdbi.withHandle(handle -> handle.createQuery("SELECT " + COLUMNS + FROM + " WHERE p.id = :id")
                .bind("id", id).map((rs, ctx) -> problem(rs)).findOne());
    }

    public boolean delete(long id) {
        return jdbi.withHandle(handle -> handle.createUpdate("DELETE FROM problems WHERE id = :id").bind("id", id)
                .execute() > 0);
    }

    /** How many problems the account submitted since {@code since} (its hourly quota). */
    public int submittedSince(long account, long since) {
        return jdbi.withHandle(handle -> handle.createQuery("SELECT COUNT(*) FROM problems WHERE submitter_id = :a"
                + " AND created_at >= :since").bind("a", account).bind("since", since).mapTo(Integer.class).one());
    }

    /** A page of the problems the query asks for, newest first. */
    public List<Problem> search(ProblemQuery query) {
        StringBuilder sql = new StringBuilder("SELECT " + COLUMNS + FROM + " WHERE 1 = 1");
        java.util.Map<String, Object> values = new java.util.HashMap<>();
        if (query.verdict() == ProblemVerdict.SOUND && query.submitter() == null) {
            sql.append(" AND p.published = TRUE");
        } else if (query.verdict() != null) {
            sql.append(" AND p.verdict = :verdict");
            values.put("verdict", query.verdict().code());
        }
        if (query.submitter() != null) {
            sql.append(" AND p.submitter_id = :submitter");
            values.put("submitter", query.submitter());
        }
        if (query.game() != null) {
            sql.append(" AND (p.variant = :game OR p.variant LIKE :gameOptions)");
            values.put("game", query.game());
            values.put("gameOptions", query.game() + ":%");
        }
        if (query.stipulation() != null) {
            sql.append(" AND p.stipulation = :stipulation");
            values.put("stipulation", query.stipulation());
        }
        if (query.author() != null) {
            sql.append(" AND LOWER(p.author) LIKE :author ESCAPE '!'");
            values.put("author", "%" + likeText(query.author()) + "%");
        }
        if (query.diagramKey() != null) {
            sql.append(" AND p.diagram_key = :key AND p.variant = :variant");
            values.put("key", query.diagramKey());
            values.put("variant", query.variant());
        }
        sql.append(" ORDER BY p.id DESC LIMIT :limit OFFSET :offset");
        values.put("limit", query.limit());
        values.put("offset", query.offset());
        return jdbi.withHandle(handle -> {
            Query q = handle.createQuery(sql.toString());
            values.forEach(q::bind);
            return q.map((rs, ctx) -> problem(rs)).list();
        });
    }

    /** {@code text} in lower case with LIKE's wildcards and the escape character escaped. */
    private static String likeText(String text) {
        return text.toLowerCase(Locale.ROOT).replace("!", "!!").replace("%", "!%").replace("_", "!_");
    }

    private static Problem problem(ResultSet rs) throws SQLException {
        long submitterId = rs.getLong("submitter_id");
        boolean hasSubmitter = !rs.wasNull();
        String text = rs.getString("solution_text");
        ProblemCheck check = new ProblemCheck(ProblemVerdict.of(rs.getString("verdict")), rs.getString("reason"),
                rs.getInt("solutions"), text.isEmpty() ? List.of() : List.of(text.split("\n")),
                words(rs.getString("key_moves")), words(rs.getString("line_moves")), rs.getLong("nodes"));
        String submitter = !hasSubmitter ? null : rs.getBoolean("submitter_deleted") ? "deleted" : rs.getString("submitter");
        return new Problem(rs.getLong("id"), rs.getString("variant"), rs.getString("fen"), rs.getString("stipulation"),
                rs.getString("author"), rs.getString("source"), rs.getString("composed"), hasSubmitter ? submitterId : null,
                submitter, rs.getLong("created_at"), check, rs.getBoolean("published"));
    }

    private static List<String> words(String text) {
        return text.isBlank() ? List.of() : new ArrayList<>(List.of(text.trim().split(" ")));
    }
}
