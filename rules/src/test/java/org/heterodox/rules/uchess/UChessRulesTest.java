package org.heterodox.rules.uchess;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.heterodox.rules.uchess.UChessTestSupport.AISE;
import static org.heterodox.rules.uchess.UChessTestSupport.KING_CAPTURE;
import static org.heterodox.rules.uchess.UChessTestSupport.legalUci;
import static org.heterodox.rules.uchess.UChessTestSupport.legalWritings;
import static org.heterodox.rules.uchess.UChessTestSupport.play;
import static org.heterodox.rules.uchess.UChessTestSupport.position;
import static org.heterodox.rules.uchess.UChessTestSupport.start;

import org.heterodox.rules.MoveList;
import org.heterodox.rules.Outcome;
import org.heterodox.rules.Position;
import org.heterodox.rules.Reason;
import org.heterodox.rules.Result;
import org.heterodox.rules.Variant;
import org.heterodox.rules.Variants;
import org.heterodox.rules.chess.UciNotation;
import org.heterodox.rules.explain.MoveStatus;
import org.heterodox.rules.format.FormatException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The rules of U-Chess (docs/rules.md#u-chess), one test per rule. */
class UChessRulesTest {

    @ParameterizedTest
    @ValueSource(strings = {AISE, KING_CAPTURE})
    void fromTheStartExactlyPK3PK4PQ3PQ4AreLegal(String spec) throws Exception {
        assertThat(legalWritings(start(spec))).containsExactly("P-K3", "P-K4", "P-Q3", "P-Q4");
    }

    @ParameterizedTest
    @ValueSource(strings = {AISE, KING_CAPTURE})
    void seedGameInEnglishEndsInStalemate(String spec) throws Exception {
        Position p = start(spec);
        play(p, DescriptiveNotation.ENGLISH, "1.P-K4 P-K4 2.P-Q4 P-Q4 3.N-K2 N-K2 4.N-Q2 N-Q2");
        assertThat(legalWritings(p)).isEmpty();
        assertThat(p.outcome()).isEqualTo(Outcome.draw(Reason.STALEMATE));
    }

    @ParameterizedTest
    @ValueSource(strings = {AISE, KING_CAPTURE})
    void seedGameInLatinEndsInStalemate(String spec) throws Exception {
        Position p = start(spec);
        play(p, DescriptiveNotation.LATIN, "1.P4R P4R 2.P4D P4D 3.C2R C2R 4.C2D C2D");
        assertThat(p.outcome()).isEqualTo(Outcome.draw(Reason.STALEMATE));
        assertThat(p.toFen()).isEqualTo("r1bqkb1r/pppnnppp/8/3pp3/3PP3/8/PPPNNPPP/R1BQKB1R w KQkq - 4 5");
    }

    @Test
    void seedGameWithoutHyphensAsChessvariantsWritesItEndsInStalemate() throws Exception {
        Position p = start(AISE);
        play(p, DescriptiveNotation.ENGLISH, "1. PK4 PK4 2. PQ4 PQ4 3. NK2 NK2 4. NQ2 NQ2");
        assertThat(p.outcome().reason()).isEqualTo(Reason.STALEMATE);
    }

    @Test
    void pinnedTwinMakesTheFreeKnightsMoveAmbiguous() throws Exception {
        // The d2 knight is pinned by the b4 bishop, yet its N-B3 still clashes with Ng1-f3.
        UChessPosition p = position(AISE, "4k3/8/8/8/1b6/8/3N4/4K1N1 w - - 0 1");
        assertThat(legalUci(p)).doesNotContain("g1f3").contains("g1e2", "g1h3");
        assertThat(legalUci(p)).noneMatch(m -> m.startsWith("d2"));
        MoveExplanation f3 = explanation(p, "g1f3");
        assertThat(f3.status()).isEqualTo(MoveStatus.AMBIGUOUS);
        assertThat(UChessTestSupport.uci(f3.sameWriting())).containsExactly("d2f3");
        assertThat(explanation(p, "d2e4").status()).isEqualTo(MoveStatus.LEAVES_KING_IN_CHECK);
    }

    @Test
    void pinnedTwinMakesTheMoveAmbiguousUnderKingCaptureToo() throws Exception {
        UChessPosition p = position(KING_CAPTURE, "4k3/8/8/8/1b6/8/3N4/4K1N1 w - - 0 1");
        assertThat(legalUci(p)).doesNotContain("g1f3", "d2f3").contains("d2e4", "g1e2");
    }

    @Test
    void twoPawnCapturesOfPawnsMakePxPIllegal() throws Exception {
        UChessPosition p = position(AISE, "4k3/8/8/3p4/2P1P3/8/8/4K3 w - - 0 1");
        assertThat(legalUci(p)).doesNotContain("c4d5", "e4d5").contains("c4c5", "e4e5");
        assertThat(explanation(p, "e4d5").sameWriting()).hasSize(1);
    }

    @Test
    void enPassantCountsAsPxPAndClashesWithAnotherPawnCapture() throws Exception {
        UChessPosition p = position(AISE, "4k3/8/8/p2pP3/1P6/8/8/4K3 w - d6 0 2");
        assertThat(legalUci(p)).doesNotContain("e5d6", "b4a5");
        assertThat(explanation(p, "e5d6").status()).isEqualTo(MoveStatus.AMBIGUOUS);
    }

    @Test
    void aLoneEnPassantCaptureIsLegalPxP() throws Exception {
        UChessPosition p = position(AISE, "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2");
        assertThat(legalUci(p)).contains("e5d6");
        assertThat(DescriptiveNotation.ENGLISH.parse(p, "PxP e.p.")).isEqualTo(UciNotation.INSTANCE.parse(p, "e5d6"));
    }

    @Test
    void twoEnPassantCapturesMakePxPIllegal() throws Exception {
        UChessPosition p = position(AISE, "4k3/8/8/2PpP3/8/8/8/4K3 w - d6 0 2");
        assertThat(legalUci(p)).doesNotContain("e5d6", "c5d6");
    }

    @Test
    void promotionIsLegalOnlyWhenItIsTheOnlyNonCapturingPromotion() throws Exception {
        UChessPosition one = position(AISE, "4k3/1P6/8/8/8/8/8/4K3 w - - 0 1");
        assertThat(legalWritings(one)).contains("P=Q", "P=R", "P=B", "P=N");
        UChessPosition two = position(AISE, "4k3/1P4P1/8/8/8/8/8/4K3 w - - 0 1");
        assertThat(legalUci(two)).noneMatch(m -> m.length() == 5);
        assertThat(explanation(two, "b7b8q").sameWriting()).hasSize(1);
        assertThat(UChessTestSupport.uci(explanation(two, "b7b8n").sameWriting())).containsExactly("g7g8n");
    }

    @Test
    void rulesExampleCapturePromotionIsAnAlternativeOfPxRButPromotionByPushIsLegal() throws Exception {
        UChessPosition p = position(AISE, "r6k/1P6/8/3r4/4P3/8/8/6K1 w - - 0 1");
        assertThat(legalUci(p)).doesNotContain("e4d5", "b7a8q").contains("b7b8q", "b7b8n", "e4e5");
        assertThat(explanation(p, "e4d5").status()).isEqualTo(MoveStatus.AMBIGUOUS);
        assertThat(explanation(p, "b7a8q").status()).isEqualTo(MoveStatus.NO_SHORT_WRITING);
        assertThat(explanation(p, "b7a8q").writing()).isEqualTo("PxR=Q");
    }

    @ParameterizedTest
    @ValueSource(strings = {AISE, KING_CAPTURE})
    void capturePromotionIsNeverLegalEvenWhenUnique(String spec) throws Exception {
        UChessPosition p = position(spec, "rn5k/1P6/8/8/8/8/8/6K1 w - - 0 1");
        assertThat(legalUci(p)).noneMatch(m -> m.startsWith("b7"));
        assertThatThrownBy(() -> DescriptiveNotation.ENGLISH.parse(p, "PxR"))
                .isInstanceOf(FormatException.class).hasMessageContaining("four symbols");
        assertThatThrownBy(() -> DescriptiveNotation.ENGLISH.parse(p, "PxR=Q"))
                .isInstanceOf(FormatException.class).hasMessageContaining("needs 4 symbols");
    }

    @Test
    void pawnTakesKingOnTheLastRankIsOneMoveWithoutPromotionUnderKingCapture() throws Exception {
        UChessPosition p = position(KING_CAPTURE, "7k/6P1/8/8/8/8/8/4K3 w - - 0 1");
        assertThat(legalUci(p)).contains("g7h8").noneMatch(m -> m.startsWith("g7h8") && m.length() == 5);
        int move = DescriptiveNotation.ENGLISH.parse(p, "PxK");
        assertThat(UciNotation.write(move)).isEqualTo("g7h8");
        p.make(move);
        assertThat(p.toFen()).startsWith("7P/8/8/8/8/8/8/4K3 b");
        assertThat(legalUci(p)).isEmpty();
        assertThat(p.outcome()).isEqualTo(Outcome.win(0, Reason.KING_CAPTURED));
        Position reread = Variants.of(KING_CAPTURE).fromFen(p.toFen());
        assertThat(reread.outcome().reason()).isEqualTo(Reason.KING_CAPTURED);
        p.unmake();
        assertThat(p.toFen()).isEqualTo("7k/6P1/8/8/8/8/8/4K3 w - - 0 1");
    }

    @Test
    void twoPawnCapturesOfTheKingMakePxKIllegal() throws Exception {
        UChessPosition p = position(KING_CAPTURE, "4k3/3P1P2/8/8/8/8/8/4K3 w - - 0 1");
        assertThat(legalUci(p)).noneMatch(m -> m.endsWith("e8"));
    }

    @Test
    void twoKnightsAttackingTheKingMayNotTakeIt() throws Exception {
        UChessPosition p = position(KING_CAPTURE, "4k3/8/3N1N2/8/8/8/8/4K3 w - - 0 1");
        assertThat(legalUci(p)).doesNotContain("d6e8", "f6e8");
    }

    @Test
    void capturingTheKingEndsTheGameUnderKingCapture() throws Exception {
        UChessPosition p = position(KING_CAPTURE, "4k3/8/8/8/8/8/4Q3/4K3 w - - 0 1");
        p.make(DescriptiveNotation.ENGLISH.parse(p, "QxK"));
        assertThat(p.outcome()).isEqualTo(Outcome.win(0, Reason.KING_CAPTURED));
        assertThat(p.outcome().result()).isEqualTo(Result.FIRST_WINS);
        assertThat(legalUci(p)).isEmpty();
        assertThat(p.perft(1)).isZero();
        assertThat(UChessExplainer.explain(p)).isEmpty();
    }

    @Test
    void kingCaptureAllowsMovesThatLeaveTheKingAttacked() throws Exception {
        UChessPosition p = position(KING_CAPTURE, "4k3/8/8/8/8/8/3r4/4K3 w - - 0 1");
        assertThat(legalUci(p)).contains("e1e2", "e1f2", "e1d2");
        assertThat(legalUci(position(AISE, "4k3/8/8/8/8/8/3r4/4K3 w - - 0 1"))).containsExactly("e1d2", "e1f1");
    }

    @Test
    void checkmateWhenTheOnlyEscapeIsAmbiguousUnderAise() throws Exception {
        // Either knight could take the checking rook, so NxR is ambiguous: mate in U-Chess only.
        String fen = "4R2k/2n3pp/3n4/8/8/8/8/6K1 b - - 0 1";
        UChessPosition p = position(AISE, fen);
        assertThat(p.inCheck()).isTrue();
        assertThat(p.outcome()).isEqualTo(Outcome.win(0, Reason.CHECKMATE));
        assertThat(Variants.of("chess").fromFen(fen).outcome().isOver()).isFalse();
    }

    @Test
    void orthodoxCheckmateIsCheckmateUnderAise() throws Exception {
        assertThat(position(AISE, "R6k/6pp/8/8/8/8/8/6K1 b - - 0 1").outcome())
                .isEqualTo(Outcome.win(0, Reason.CHECKMATE));
    }

    @Test
    void checkSignsDoNotDisambiguate() throws Exception {
        // R-B1 is Ra1-c1 (check) or Rh1-f1 (no check): the check sign does not tell them apart.
        UChessPosition p = position(AISE, "2k5/8/8/8/8/8/8/R3K2R w - - 0 1");
        assertThat(legalUci(p)).doesNotContain("a1c1", "h1f1").contains("a1d1");
        assertThatThrownBy(() -> DescriptiveNotation.ENGLISH.parse(p, "R-B1+"))
                .isInstanceOf(FormatException.class).hasMessageContaining("ambiguous");
    }

    @Test
    void castlingIsAlwaysUniqueAndKeepsItsOrthodoxConditions() throws Exception {
        UChessPosition p = position(AISE, "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
        assertThat(legalWritings(p)).contains("O-O", "O-O-O");
        assertThat(DescriptiveNotation.LATIN.format(p, DescriptiveNotation.ENGLISH.parse(p, "O-O-O"))).isEqualTo("0-0-0");
        UChessPosition attacked = position(KING_CAPTURE, "r3k2r/8/8/8/8/8/5r2/R3K2R w KQkq - 0 1");
        assertThat(legalWritings(attacked)).contains("O-O-O").doesNotContain("O-O");
    }

    @Test
    void fenValidationFollowsTheRuleSet() throws Exception {
        String sideNotToMoveAttacked = "4k3/8/8/8/8/8/4Q3/4K3 w - - 0 1";
        assertThatThrownBy(() -> position(AISE, sideNotToMoveAttacked)).isInstanceOf(FormatException.class)
                .hasMessageContaining("in check");
        assertThat(position(KING_CAPTURE, sideNotToMoveAttacked).sideToMove()).isZero();
        assertThatThrownBy(() -> position(AISE, "8/8/8/8/8/8/8/4K3 b - - 0 1")).isInstanceOf(FormatException.class);
        assertThat(position(KING_CAPTURE, "8/8/8/8/8/8/8/4K3 b - - 0 1").outcome().reason())
                .isEqualTo(Reason.KING_CAPTURED);
        assertThatThrownBy(() -> position(KING_CAPTURE, "8/8/8/8/8/8/8/4K3 w - - 0 1"))
                .isInstanceOf(FormatException.class).hasMessageContaining("no black king");
        assertThatThrownBy(() -> position(KING_CAPTURE, "6P1/8/8/8/8/8/8/4K2k b - - 0 1"))
                .isInstanceOf(FormatException.class).hasMessageContaining("last rank");
        assertThatThrownBy(() -> position(KING_CAPTURE, "4k3/8/8/8/8/8/8/4KK2 w - - 0 1"))
                .isInstanceOf(FormatException.class).hasMessageContaining("2 white kings");
    }

    @Test
    void variantIsRegisteredWithItsOptionAliasesAndNotations() throws Exception {
        Variant v = Variants.of("uchess");
        assertThat(v.displayName()).isEqualTo("U-Chess");
        assertThat(v.notations()).extracting(n -> n.name()).containsExactly("descriptive", "latin", "san", "uci");
        assertThat(Variants.of("uchess:king-capture").spec()).isEqualTo("uchess:king-capture");
        for (String tag : new String[] {"U-Chess", "Unambiguous Chess", "U-chess", "uchess"}) {
            assertThat(Variants.fromTag(tag).name()).isEqualTo("uchess");
        }
        assertThatThrownBy(() -> Variants.of("uchess:no-such")).isInstanceOf(FormatException.class)
                .hasMessageContaining("king-capture");
    }

    @Test
    void explanationsAgreeWithGenerateOnRandomGames() throws Exception {
        java.util.Random random = new java.util.Random(3);
        for (String spec : new String[] {AISE, KING_CAPTURE}) {
            for (int game = 0; game < 40; game++) {
                UChessPosition p = start(spec);
                for (int ply = 0; ply < 80; ply++) {
                    MoveList legal = new MoveList();
                    p.generate(legal);
                    java.util.Set<Integer> fromExplainer = new java.util.HashSet<>();
                    for (MoveExplanation e : UChessExplainer.explain(p)) {
                        if (e.legal()) {
                            fromExplainer.add(e.move());
                        }
                    }
                    java.util.Set<Integer> fromGenerate = new java.util.HashSet<>();
                    for (int i = 0; i < legal.size(); i++) {
                        fromGenerate.add(legal.get(i));
                    }
                    assertThat(fromGenerate).as(p.toFen()).isEqualTo(fromExplainer);
                    assertThat(p.countLegal()).isEqualTo(legal.size());
                    if (legal.isEmpty()) {
                        break;
                    }
                    p.make(legal.get(random.nextInt(legal.size())));
                }
            }
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {AISE, KING_CAPTURE})
    void makeAndUnmakeRestoreFenAndHashAndTheHashMatchesTheFen(String spec) throws Exception {
        java.util.Random random = new java.util.Random(17);
        int kingsTaken = 0;
        for (int game = 0; game < 60; game++) {
            UChessPosition p = start(spec);
            java.util.ArrayDeque<String> fens = new java.util.ArrayDeque<>();
            java.util.ArrayDeque<Long> hashes = new java.util.ArrayDeque<>();
            for (int ply = 0; ply < 120; ply++) {
                MoveList legal = new MoveList();
                p.generate(legal);
                if (legal.isEmpty()) {
                    kingsTaken += p.kingCaptured() ? 1 : 0;
                    break;
                }
                // Prefer taking the king when possible, so that king-capture games end that way.
                int move = legal.get(random.nextInt(legal.size()));
                for (int i = 0; i < legal.size(); i++) {
                    if (org.heterodox.rules.Move.captured(legal.get(i)) == org.heterodox.rules.chess.Piece.KING) {
                        move = legal.get(i);
                    }
                }
                fens.push(p.toFen());
                hashes.push(p.hash());
                p.make(move);
                assertThat(p.hash()).isEqualTo(Variants.of(spec).fromFen(p.toFen()).hash());
            }
            while (!fens.isEmpty()) {
                p.unmake();
                assertThat(p.toFen()).isEqualTo(fens.pop());
                assertThat(p.hash()).isEqualTo(hashes.pop());
            }
        }
        if (spec.equals(KING_CAPTURE)) {
            assertThat(kingsTaken).isPositive();
        }
    }

    private static MoveExplanation explanation(UChessPosition p, String uci) {
        return UChessExplainer.explain(p).stream().filter(e -> e.uci().equals(uci)).findFirst().orElseThrow();
    }
}
