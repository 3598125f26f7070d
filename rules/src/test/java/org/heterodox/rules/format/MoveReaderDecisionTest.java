package org.heterodox.rules.format;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.heterodox.rules.Move;
import org.heterodox.rules.Position;
import org.heterodox.rules.Variants;
import org.heterodox.rules.ambiguous.AmbiguousPosition;
import org.heterodox.rules.chess.Squares;
import org.junit.jupiter.api.Test;

/** What a player types is read as their own decision ({@link MoveReader.Accept#DECISION}): in Ambiguous Chess a square, never their own choice of piece. */
class MoveReaderDecisionTest {
    @Test
    void inChessAnyNotationReadsTheMove() throws FormatException {
        Position chess = Variants.of("chess").startPosition();
        assertThat(MoveReader.readDecision(chess, "Nf3")).isEqualTo(MoveReader.read(chess, "g1f3"));
        assertThat(MoveReader.readDecision(chess, "g1f3")).isEqualTo(MoveReader.read(chess, "Nf3"));
    }

    @Test
    void aTypedSquareIsAnAnnouncementEvenWhenSeveralPiecesReachIt() throws FormatException {
        AmbiguousPosition position = (AmbiguousPosition) Variants.of("ambiguous").startPosition();
        int decision = MoveReader.readDecision(position, "a3");
        assertThat(decision).isEqualTo(Move.announce(Squares.parse("a3")));
        position.make(decision);
        assertThat(position.phase()).isEqualTo(AmbiguousPosition.Phase.CHOOSE);
        assertThat(position.sideToMove()).as("the opponent chooses").isEqualTo(1);
    }

    @Test
    void aPlayerMayNotChooseTheirOwnPiece() throws FormatException {
        Position position = Variants.of("ambiguous").startPosition();
        for (String text : new String[] {"Na3", "b1a3", "Nf3"}) {
            assertThatThrownBy(() -> MoveReader.readDecision(position, text)).isInstanceOf(FormatException.class)
                    .hasMessageContaining("also takes your opponent's decision").hasMessageContaining("enter " + text.substring(text.length() - 2));
        }
    }

    @Test
    void aWholeMoveWhoseSquareHasOneCandidateIsItsAnnouncement() throws FormatException {
        Position position = Variants.of("ambiguous").startPosition();
        assertThat(MoveReader.readDecision(position, "e2e4")).isEqualTo(Move.announce(Squares.parse("e4")));
        assertThat(MoveReader.readDecision(position, "e4")).isEqualTo(Move.announce(Squares.parse("e4")));
    }

    @Test
    void theChooserNamesACandidateOfTheAnnouncement() throws FormatException {
        Position position = Variants.of("ambiguous").startPosition();
        position.make(MoveReader.readDecision(position, "a3"));
        assertThat(MoveReader.readDecision(position, "Na3")).isEqualTo(MoveReader.read(position, "b1a3"));
        assertThat(Move.isAnnouncement(MoveReader.readDecision(position, "a3"))).isFalse();
        assertThatThrownBy(() -> MoveReader.readDecision(position, "e4")).isInstanceOf(FormatException.class);
    }
}
