package org.heterodox.rules.chess;

import static org.assertj.core.api.Assertions.assertThat;

import org.heterodox.rules.Position;
import org.junit.jupiter.api.Test;

/** The engine's null move passes the turn, clears en passant, and is taken back exactly. */
class NullMoveTest {

    @Test
    void passHandsTheMoveOverAndUnmakeRestoresEverything() throws Exception {
        Position position = new ChessVariant().fromFen("rnbqkbnr/ppp1pppp/8/8/3pP3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 3");
        String fen = position.toFen();
        long hash = position.hash();

        assertThat(position.makeNull()).isTrue();
        assertThat(position.sideToMove()).isEqualTo(0);
        assertThat(((ChessBoard) position).epSquare()).isEqualTo(-1);
        assertThat(position.hash()).isNotEqualTo(hash).isEqualTo(((ChessBoard) position).computeHash());

        position.unmakeNull();
        assertThat(position.toFen()).isEqualTo(fen);
        assertThat(position.hash()).isEqualTo(hash);
        assertThat(position.movesMade()).isZero();
    }
}
