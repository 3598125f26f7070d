package org.heterodox.rules;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * {@link Position#diagramKey}: what the FEN shows, move counters aside. Along random games of every game,
 * a position read back from its FEN has the key play reached, and the key the chess and shogi cores keep
 * incrementally equals the FEN's own key whenever two positions' FENs agree.
 */
class DiagramKeyTest {
    @Test
    void aPositionReadFromItsFenHasTheDiagramKeyPlayReached() throws Exception {
        Random random = new Random(31);
        for (GameDefinition definition : Variants.builtIn()) {
            Variant variant = Variants.of(definition.name());
            for (int game = 0; game < 20; game++) {
                Position position = variant.startPosition();
                MoveList moves = new MoveList();
                for (int ply = 0; ply < 100; ply++) {
                    String fen = position.toFen();
                    assertThat(variant.fromFen(fen).diagramKey()).as("%s at ply %d: %s", definition.name(), ply, fen)
                            .isEqualTo(position.diagramKey());
                    position.generatePlayed(moves);
                    if (moves.isEmpty()) {
                        break;
                    }
                    position.make(moves.get(random.nextInt(moves.size())));
                }
            }
        }
    }

    @Test
    void moveCountersDoNotCount() throws Exception {
        assertThat(DiagramKeys.withoutCounters("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"))
                .isEqualTo("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -".length());
        assertThat(DiagramKeys.withoutCounters("lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1"))
                .isEqualTo("lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b -".length());
        Variant chess = Variants.of("chess");
        assertThat(chess.fromFen("4k3/8/8/8/8/8/8/4K3 w - - 0 1").diagramKey())
                .isEqualTo(chess.fromFen("4k3/8/8/8/8/8/8/4K3 w - - 37 80").diagramKey());
    }

    @Test
    void differentDiagramsHaveDifferentKeys() throws Exception {
        Variant chess = Variants.of("chess");
        assertThat(chess.fromFen("4k3/8/8/8/8/8/8/R3K3 w Q - 0 1").diagramKey())
                .isNotEqualTo(chess.fromFen("4k3/8/8/8/8/8/8/R3K3 w - - 0 1").diagramKey())
                .isNotEqualTo(chess.fromFen("4k3/8/8/8/8/8/8/R3K3 b - - 0 1").diagramKey());
    }
}
