package org.heterodox.gamedb;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Random;
import org.heterodox.rules.GameDefinition;
import org.heterodox.rules.MoveList;
import org.heterodox.rules.Position;
import org.heterodox.rules.Variant;
import org.heterodox.rules.Variants;
import org.junit.jupiter.api.Test;

/**
 * A position search finds a position typed as FEN exactly when its key equals the key the game
 * reached by playing: checked along random games of every game, and across game specs.
 */
class PositionKeyTest {
    @Test
    void aPositionReadFromItsFenHasTheKeyPlayReached() throws Exception {
        Random random = new Random(19);
        for (GameDefinition definition : Variants.builtIn()) {
            Variant variant = Variants.of(definition.name());
            for (int game = 0; game < 20; game++) {
                Position position = variant.startPosition();
                MoveList moves = new MoveList();
                for (int ply = 0; ply < 80; ply++) {
                    String fen = position.toFen();
                    assertThat(PositionKey.of(variant.fromFen(fen)))
                            .as("%s at ply %d: %s", definition.name(), ply, fen)
                            .isEqualTo(PositionKey.of(position));
                    position.generatePlayed(moves);
                    if (moves.size() == 0) {
                        break;
                    }
                    position.make(moves.get(random.nextInt(moves.size())));
                }
            }
        }
    }

    @Test
    void theSameBoardInTwoGameSpecsHasTwoKeys() throws Exception {
        Position uchess = Variants.of("uchess").startPosition();
        Position kingCapture = Variants.of("uchess:king-capture").startPosition();
        Position chess = Variants.of("chess").startPosition();
        assertThat(PositionKey.of(uchess)).isNotEqualTo(PositionKey.of(kingCapture)).isNotEqualTo(PositionKey.of(chess));
    }

    @Test
    void keysAreStableAcrossRunsAndVersions() throws Exception {
        // Stored postings are found by these keys: a change here needs a new PositionIndexUpgrade.VERSION,
        // which re-indexes the databases made before (the FEN-string keys of version 1 pinned 3415850238978266872).
        assertThat(PositionKey.of(Variants.of("chess").startPosition())).isEqualTo(PINNED_CHESS_START);
    }

    @Test
    void theCastlingFlagsNoFenShowsDoNotCount() throws Exception {
        // Unachess: a king dropped on e1 is unmoved there (the engine's hash holds it: a rook dropped on h1
        // later may castle), but no FEN shows a right yet; the position typed as FEN has the key play reached.
        Variant unachess = Variants.of("unachess");
        Position played = unachess.startPosition();
        for (String move : new String[] {"K@e1", "K@e8"}) {
            played.make(org.heterodox.rules.format.MoveReader.read(played, move));
        }
        Position typed = unachess.fromFen(played.toFen());
        assertThat(typed.hash()).as("the quirk is real").isNotEqualTo(played.hash());
        assertThat(PositionKey.of(typed)).isEqualTo(PositionKey.of(played));
    }

    @Test
    void moveCountersDoNotCount() throws Exception {
        Variant chess = Variants.of("chess");
        assertThat(PositionKey.of(chess.fromFen("4k3/8/8/8/8/8/8/4K3 w - - 0 1")))
                .isEqualTo(PositionKey.of(chess.fromFen("4k3/8/8/8/8/8/8/4K3 w - - 37 80")));
    }

    static final long PINNED_CHESS_START = 263950933190075008L;
}
