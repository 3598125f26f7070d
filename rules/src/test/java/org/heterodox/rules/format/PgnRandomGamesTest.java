package org.heterodox.rules.format;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.heterodox.rules.Game;
import org.heterodox.rules.Line;
import org.heterodox.rules.MoveAnnotation;
import org.heterodox.rules.MoveList;
import org.heterodox.rules.Outcome;
import org.heterodox.rules.Position;
import org.heterodox.rules.Reason;
import org.heterodox.rules.chess.ChessVariant;
import org.junit.jupiter.api.Test;

/**
 * Seeded random games with random comments, NAGs and variations go through PGN (SAN and UCI
 * movetext) and come back as the same games, and writing them again gives the same text.
 */
class PgnRandomGamesTest {
    private final ChessVariant chess = new ChessVariant();

    private Game randomGame(Random random) {
        Game game = new Game(chess);
        MoveList moves = new MoveList();
        int length = random.nextInt(120);
        for (int ply = 0; ply < length; ply++) {
            Position position = game.position();
            position.generate(moves);
            if (moves.isEmpty()) {
                break;
            }
            MoveAnnotation note = game.play(moves.get(random.nextInt(moves.size())));
            if (random.nextInt(10) == 0) {
                note.addNag(random.nextInt(256));
            }
            if (random.nextInt(12) == 0) {
                note.addCommentAfter("after ply " + ply);
            }
            if (random.nextInt(15) == 0) {
                note.addCommentBefore("before ply " + ply);
            }
            if (random.nextInt(10) == 0) {
                Line variation = randomLine(game.positionAt(ply), random, 2);
                if (variation != null) {
                    note.addVariation(variation);
                }
            }
        }
        if (!game.outcome().isOver() && random.nextInt(3) == 0) {
            game.setOutcome(Outcome.win(random.nextInt(2), Reason.RESIGNATION));
        }
        return game;
    }

    /** A short legal line from {@code position}, itself with a nested variation now and then. */
    private Line randomLine(Position position, Random random, int depth) {
        Line line = new Line();
        MoveList moves = new MoveList();
        int length = 1 + random.nextInt(6);
        int made = 0;
        for (int i = 0; i < length; i++) {
            position.generate(moves);
            if (moves.isEmpty()) {
                break;
            }
            int move = moves.get(random.nextInt(moves.size()));
            MoveAnnotation note = line.add(move);
            if (depth > 0 && random.nextInt(4) == 0) {
                Line variation = randomLine(position, random, depth - 1);
                if (variation != null) {
                    note.addVariation(variation);
                }
            }
            position.make(move);
            made++;
        }
        for (int i = 0; i < made; i++) {
            position.unmake();
        }
        // A finished position has no alternative: a variation is never empty.
        return made == 0 ? null : line;
    }

    @Test
    void randomAnnotatedGamesSurviveSanAndUciMovetext() throws FormatException {
        Random random = new Random(77);
        List<Game> games = new ArrayList<>();
        while (games.size() < 150) {
            games.add(randomGame(random));
        }
        PgnWriter writer = new PgnWriter();
        String san = writer.writeAll(games);
        List<Game> fromSan = PgnReader.readAll(san);
        List<Game> fromUci = PgnReader.readAll(writer.withNotation("uci").writeAll(games));
        assertThat(fromSan).hasSize(games.size());
        for (int i = 0; i < games.size(); i++) {
            assertThat(fromSan.get(i).moves()).isEqualTo(games.get(i).moves());
            assertThat(fromUci.get(i).moves()).isEqualTo(games.get(i).moves());
            assertThat(fromSan.get(i).outcome()).isEqualTo(games.get(i).outcome());
        }
        assertThat(writer.writeAll(fromSan)).isEqualTo(san);
        assertThat(writer.writeAll(fromUci)).isEqualTo(san);
    }
}
