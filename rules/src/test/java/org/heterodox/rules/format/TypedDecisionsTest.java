package org.heterodox.rules.format;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.heterodox.rules.Move;
import org.heterodox.rules.Position;
import org.heterodox.rules.Variants;
import org.heterodox.rules.ambiguous.AmbiguousPosition;
import org.heterodox.rules.chess.Squares;
import org.junit.jupiter.api.Test;

/** What a player types is read as their own decision: in Ambiguous Chess a square, never their own choice of piece. */
class TypedDecisionsTest {
    @Test
    void inChessAnyNotationReadsTheMove() throws FormatException {
        Position chess = Variants.of("chess").startPosition();
        assertThat(TypedDecisions.read(chess, "Nf3")).isEqualTo(MoveTexts.parse(chess, "g1f3"));
        assertThat(TypedDecisions.read(chess, "g1f3")).isEqualTo(MoveTexts.parse(chess, "Nf3"));
    }

    @Test
    void aTypedSquareIsAnAnnouncementEvenWhenSeveralPiecesReachIt() throws FormatException {
        AmbiguousPosition position = (AmbiguousPosition) Variants.of("ambiguous").startPosition();
        int decision = TypedDecisions.read(position, "a3");
        assertThat(decision).isEqualTo(Move.announce(Squares.parse("a3")));
        position.make(decision);
        assertThat(position.phase()).isEqualTo(AmbiguousPosition.Phase.CHOOSE);
        assertThat(position.sideToMove()).as("the opponent chooses").isEqualTo(1);
    }

    @Test
    void aPlayerMayNotChooseTheirOwnPiece() throws FormatException {
        Position position = Variants.of("ambiguous").startPosition();
        for (String text : new String[] {"Na3", "b1a3", "Nf3"}) {
            assertThatThrownBy(() -> TypedDecisions.read(position, text)).isInstanceOf(FormatException.class)
                    .hasMessageContaining("also takes your opponent's decision").hasMessageContaining("enter " + text.substring(text.length() - 2));
        }
    }

    @Test
    void aWholeMoveWhoseSquareHasOneCandidateIsItsAnnouncement() throws FormatException {
        Position position = Variants.of("ambiguous").startPosition();
        assertThat(TypedDecisions.read(position, "e2e4")).isEqualTo(Move.announce(Squares.parse("e4")));
        assertThat(TypedDecisions.read(position, "e4")).isEqualTo(Move.announce(Squares.parse("e4")));
    }

    @Test
    void theChooserNamesACandidateOfTheAnnouncement() throws FormatException {
        Position position = Variants.of("ambiguous").startPosition();
        position.make(TypedDecisions.read(position, "a3"));
        assertThat(TypedDecisions.read(position, "Na3")).isEqualTo(MoveTexts.parse(position, "b1a3"));
        assertThat(Move.isAnnouncement(TypedDecisions.read(position, "a3"))).isFalse();
        assertThatThrownBy(() -> TypedDecisions.read(position, "e4")).isInstanceOf(FormatException.class);
    }
}
