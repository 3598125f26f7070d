package org.heterodox.server.api;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.heterodox.rules.GameDefinition;
import org.heterodox.rules.MoveList;
import org.heterodox.rules.Position;
import org.heterodox.rules.Variant;
import org.heterodox.rules.Variants;
import org.heterodox.rules.uchess.MoveExplanation;
import org.heterodox.rules.uchess.UChessExplainer;
import org.junit.jupiter.api.Test;

/**
 * The web app's rules pages draw their diagrams from {@code web/src/rules-diagrams.json}; each diagram
 * states what it shows (the moves drawn as allowed or refused, check, the ending, the same position
 * under other options, the moves that led to it). This test holds every such claim to the rules
 * library, so a diagram cannot show a position or a move the game does not play.
 */
class RulesDiagramsTest {
    private static final Path DIAGRAMS = Path.of("..", "web", "src", "rules-diagrams.json");

    @Test
    void everyGameHasDiagramsAndEveryDiagramIsTrue() throws Exception {
        JsonNode all = Json.MAPPER.readTree(DIAGRAMS.toFile());
        for (GameDefinition game : Variants.builtIn()) {
            assertThat(all.path(game.name()).size()).as("diagrams of %s", game.name()).isPositive();
        }
        List<String> problems = new ArrayList<>();
        all.fields().forEachRemaining(entry -> {
            for (JsonNode diagram : entry.getValue()) {
                String where = entry.getKey() + "/" + diagram.path("id").asText();
                try {
                    check(entry.getKey(), diagram, where, problems);
                } catch (Exception e) {
                    problems.add(where + ": " + e.getMessage());
                }
            }
        });
        assertThat(problems).isEmpty();
    }

    @Test
    void aFalseClaimIsCaught() throws Exception {
        JsonNode diagram = Json.MAPPER.readTree("""
                {"id": "wrong", "fen": "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
                 "legal": ["g1f3"], "refused": ["e2e4"], "check": true,
                 "from": {"moves": ["e2e4"]}, "lastMove": "d2d4"}""");
        List<String> problems = new ArrayList<>();
        check("uchess", diagram, "uchess/wrong", problems);
        assertThat(problems).hasSize(5);
    }

    private static void check(String game, JsonNode diagram, String where, List<String> problems) throws Exception {
        String spec = diagram.path("spec").asText(game);
        assertThat(Variants.of(spec).name()).as(where).isEqualTo(game);
        String fen = diagram.path("fen").asText();
        Position position = Variants.of(spec).fromFen(fen);
        claims(position, diagram, where, problems);
        if (diagram.has("check") && position.inCheck() != diagram.get("check").asBoolean()) {
            problems.add(where + ": in check is " + position.inCheck());
        }
        if (diagram.has("ending")) {
            String reason = position.outcome().reason().name().toLowerCase();
            if (!position.outcome().isOver() || !reason.equals(diagram.get("ending").asText())) {
                problems.add(where + ": the outcome is " + position.outcome());
            }
        }
        for (JsonNode other : diagram.path("alsoUnder")) {
            Variant variant = Variants.of(other.get("spec").asText());
            claims(variant.fromFen(fen), other, where + " under " + variant.spec(), problems);
        }
        JsonNode from = diagram.path("from");
        if (!from.isMissingNode()) {
            Variant variant = Variants.of(spec);
            Position replay = from.has("fen") ? variant.fromFen(from.get("fen").asText()) : variant.startPosition();
            String last = null;
            for (JsonNode text : from.path("moves")) {
                Integer move = legalMoves(replay).get(text.asText());
                if (move == null) {
                    problems.add(where + ": " + text.asText() + " is not legal on the way to the diagram");
                    return;
                }
                replay.make(move);
                last = text.asText();
            }
            if (!replay.toFen().equals(position.toFen())) {
                problems.add(where + ": the moves lead to " + replay.toFen());
            }
            if (!diagram.path("lastMove").asText().equals(last)) {
                problems.add(where + ": the last move is " + last);
            }
        }
    }

    /** The moves drawn as allowed must be legal, those drawn as refused must not be. */
    private static void claims(Position position, JsonNode claims, String where, List<String> problems) {
        Map<String, Integer> legal = legalMoves(position);
        for (JsonNode move : claims.path("legal")) {
            if (!legal.containsKey(move.asText())) {
                problems.add(where + ": " + move.asText() + " is not legal (legal: " + legal.keySet() + ")");
            }
        }
        for (JsonNode move : claims.path("refused")) {
            if (legal.containsKey(move.asText())) {
                problems.add(where + ": " + move.asText() + " is legal");
            }
        }
        if (claims.has("refusedAs")) {
            // A game that explains its moves: each refused move is one the pieces could make, refused for the reason named.
            Map<String, String> status = new LinkedHashMap<>();
            for (MoveExplanation e : UChessExplainer.explain(position)) {
                status.put(e.uci(), e.status().name());
            }
            for (JsonNode move : claims.path("refused")) {
                if (!claims.get("refusedAs").asText().equals(status.get(move.asText()))) {
                    problems.add(where + ": " + move.asText() + " is " + status.get(move.asText()));
                }
            }
        }
    }

    /** Each legal move (each decision, in Ambiguous Chess) in the game's machine notation. */
    private static Map<String, Integer> legalMoves(Position position) {
        MoveList list = new MoveList();
        position.generate(list);
        Map<String, Integer> out = new LinkedHashMap<>();
        for (int i = 0; i < list.size(); i++) {
            try {
                out.put(position.variant().machineNotation().format(position, list.get(i)), list.get(i));
            } catch (RuntimeException e) {
                fail("cannot write a legal move: " + e.getMessage());
            }
        }
        return out;
    }
}
