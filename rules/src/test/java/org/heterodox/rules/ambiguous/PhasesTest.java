package org.heterodox.rules.ambiguous;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.heterodox.rules.ambiguous.Fixtures.candidate;
import static org.heterodox.rules.ambiguous.Fixtures.position;
import static org.heterodox.rules.ambiguous.Fixtures.sq;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.heterodox.rules.Move;
import org.heterodox.rules.MoveList;
import org.heterodox.rules.Outcome;
import org.heterodox.rules.Reason;
import org.heterodox.rules.Variants;
import org.junit.jupiter.api.Test;

/** Turn phases: make/unmake of announcements and choices, the hash, perft in either phase, draws. */
class PhasesTest {
    static final String START = AmbiguousVariant.START_FEN;

    @Test
    void hashIncludesThePhaseAndThePendingSquare() throws Exception {
        AmbiguousPosition p = position("ambiguous", START);
        long announcePhase = p.hash();
        p.make(Move.announce(sq("a3")));
        long pendingA3 = p.hash();
        p.unmake();
        assertThat(p.hash()).isEqualTo(announcePhase);
        p.make(Move.announce(sq("c3")));
        long pendingC3 = p.hash();
        assertThat(new long[] {announcePhase, pendingA3, pendingC3}).doesNotHaveDuplicates();
        assertThat(position("ambiguous", p.toFen()).hash()).isEqualTo(pendingC3);
    }

    @Test
    void unmakeRestoresEitherPhase() throws Exception {
        AmbiguousPosition p = position("ambiguous", START);
        p.make(Move.announce(sq("f3")));
        String choosing = p.toFen();
        long choosingHash = p.hash();
        p.make(candidate(p, "f3", "Nf3"));
        assertThat(p.movesMade()).isEqualTo(2);
        p.unmake();
        assertThat(p.toFen()).isEqualTo(choosing);
        assertThat(p.hash()).isEqualTo(choosingHash);
        assertThat(p.phase()).isEqualTo(AmbiguousPosition.Phase.CHOOSE);
        p.unmake();
        assertThat(p.toFen()).isEqualTo(START);
        assertThat(p.movesMade()).isZero();
    }

    @Test
    void playingAMoveEqualsAnnouncingAndChoosingIt() throws Exception {
        AmbiguousPosition twoSteps = position("ambiguous", START);
        twoSteps.announce(sq("h3"));
        twoSteps.choose(candidate(twoSteps, "h3", "Nh3"));
        AmbiguousPosition oneStep = position("ambiguous", START);
        oneStep.play(candidate(oneStep, "h3", "Nh3"));
        assertThat(oneStep.toFen()).isEqualTo(twoSteps.toFen());
        assertThat(oneStep.hash()).isEqualTo(twoSteps.hash());
        oneStep.unmake();
        assertThat(oneStep.toFen()).isEqualTo(START);
    }

    @Test
    void decisionsOfTheWrongPhaseAreRefusedWithoutChangingThePosition() throws Exception {
        AmbiguousPosition p = position("ambiguous", START);
        int pawnA3 = candidate(p, "a3", "a3");
        assertThatThrownBy(() -> p.choose(pawnA3)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("no announcement is pending");
        p.announce(sq("a3"));
        String fen = p.toFen();
        int knightF3 = candidate(position("ambiguous", START), "f3", "Nf3");
        assertThatThrownBy(() -> p.choose(knightF3)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("not a candidate");
        assertThatThrownBy(() -> p.play(knightF3)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("pending");
        assertThatThrownBy(() -> p.announce(sq("c3"))).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> p.make(knightF3)).isInstanceOf(IllegalArgumentException.class);
        assertThat(p.toFen()).isEqualTo(fen);
        assertThat(p.movesMade()).isEqualTo(1);
    }

    @Test
    void perftInTheChoosePhaseStartsWithTheChoice() throws Exception {
        AmbiguousPosition p = position("ambiguous", START);
        p.announce(sq("c3"));
        long expected = 0;
        for (int move : p.candidates(sq("c3"))) {
            AmbiguousPosition q = position("ambiguous", START);
            q.play(move);
            expected += q.perft(2);
        }
        assertThat(p.perft(1)).isEqualTo(2);
        assertThat(p.perft(3)).isEqualTo(expected);
    }

    @Test
    void randomGamesKeepHashFenAndUndoConsistent() throws Exception {
        Random random = new Random(6);
        for (String spec : List.of("ambiguous", "ambiguous:checkmate")) {
            for (int game = 0; game < 40; game++) {
                AmbiguousPosition p = (AmbiguousPosition) Variants.of(spec).startPosition();
                List<String> fens = new ArrayList<>();
                List<Long> hashes = new ArrayList<>();
                MoveList moves = new MoveList();
                for (int ply = 0; ply < 160; ply++) {
                    p.generate(moves);
                    if (moves.isEmpty()) {
                        assertThat(p.outcome().isOver()).isTrue();
                        break;
                    }
                    fens.add(p.toFen());
                    hashes.add(p.hash());
                    p.make(moves.get(random.nextInt(moves.size())));
                    AmbiguousPosition reread = (AmbiguousPosition) Variants.of(spec).fromFen(p.toFen());
                    assertThat(reread.hash()).as(p.toFen()).isEqualTo(p.hash());
                    assertThat(reread.sideToMove()).isEqualTo(p.sideToMove());
                }
                for (int i = fens.size() - 1; i >= 0; i--) {
                    p.unmake();
                    assertThat(p.toFen()).isEqualTo(fens.get(i));
                    assertThat(p.hash()).isEqualTo(hashes.get(i));
                }
                assertThat(p.movesMade()).isZero();
            }
        }
    }

    @Test
    void threefoldRepetitionDraws() throws Exception {
        AmbiguousPosition p = position("ambiguous", START);
        for (int round = 0; round < 2; round++) {
            for (String[] step : new String[][] {{"f3", "Nf3"}, {"f6", "Nf6"}, {"g1", "Ng1"}, {"g8", "Ng8"}}) {
                p.play(candidate(p, step[0], step[1]));
            }
        }
        assertThat(p.outcome()).isEqualTo(Outcome.draw(Reason.THREEFOLD_REPETITION));
        MoveList moves = new MoveList();
        p.generate(moves);
        assertThat(moves.isEmpty()).as("draws do not remove moves").isFalse();
    }

    @Test
    void fiftyMoveRuleDraws() throws Exception {
        assertThat(position("ambiguous", "4k3/8/8/8/8/8/8/R3K3 w - - 100 80").outcome())
                .isEqualTo(Outcome.draw(Reason.FIFTY_MOVES));
        assertThat(position("ambiguous", "4k3/8/8/8/8/8/8/R3K3 w - - 99 80").outcome().isOver()).isFalse();
    }

    @Test
    void loneKingsAreNotADeadPositionBecauseAKingMayWalkIntoCapture() throws Exception {
        AmbiguousPosition p = position("ambiguous", "8/8/8/8/8/3k4/8/4K3 w - - 0 1");
        assertThat(p.outcome().isOver()).isFalse();
    }
}
