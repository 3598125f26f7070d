package org.heterodox.rules.unachess;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.Random;
import org.heterodox.rules.Move;
import org.heterodox.rules.MoveList;
import org.heterodox.rules.Setup;
import org.heterodox.rules.Variants;
import org.heterodox.rules.chess.Attacks;
import org.heterodox.rules.chess.CastleFlags;
import org.heterodox.rules.chess.Piece;
import org.heterodox.rules.chess.Squares;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Compares the direct legal move generation with a slow reference written straight from docs/rules.md#unachess-rules:
 * every candidate (pseudo-legal move, castling, drop of a piece in hand on an empty square) is
 * played and kept when no rule forbids it. Random games cover every game and option, including the
 * ones without reference perft rows.
 */
class ReferenceGenerationTest {

    @ParameterizedTest
    @ValueSource(strings = {"unachess", "unachess:no-castling", "unachess:no-en-passant", "unachess:no-double-step",
        "unachess:pawn-ranks-1-4", "unachess2", "unachess2:no-double-step", "unachess2:pawn-ranks-1-4",
        "parachute", "parachute:no-double-step,pawn-ranks-1-4"})
    void directGenerationMatchesTheReferenceInRandomGames(String spec) throws Exception {
        Random random = new Random(spec.hashCode());
        UnachessVariant variant = (UnachessVariant) Variants.of(spec);
        MoveList moves = new MoveList();
        for (int game = 0; game < 12; game++) {
            UnachessPosition position = (UnachessPosition) variant.startPosition();
            for (int ply = 0; ply < 150; ply++) {
                Reference reference = new Reference(variant, position.toSetup());
                position.generate(moves);
                int[] fast = moves.toArray();
                Arrays.sort(fast);
                assertThat(fast).as("%s in %s", spec, position.toFen()).isEqualTo(reference.legalMoves());
                if (fast.length == 0) {
                    break;
                }
                position.make(fast[random.nextInt(fast.length)]);
            }
        }
    }

    /** The slow reference: candidates are played and filtered by the rules. */
    private static final class Reference extends UnachessPosition {
        /** The position of {@code setup}, which (unlike FEN) keeps a lone unmoved king or rook flag. */
        Reference(UnachessVariant variant, Setup setup) {
            super(variant, variant.rules());
            load(setup);
        }

        int[] legalMoves() {
            UnachessRules rules = rules();
            int us = sideToMove();
            int them = us ^ 1;
            MoveList candidates = new MoveList();
            generatePseudoLegal(candidates, false);
            addCastling(candidates, rules, us);
            for (int type = Piece.PAWN; type <= Piece.KING; type++) {
                if (handCount(us, type) == 0) {
                    continue;
                }
                for (int sq = 0; sq < 64; sq++) {
                    int rank = Squares.relativeRank(us, sq);
                    boolean pawnRankOk = rank >= (rules.pawnRanks1to4() ? 0 : 1) && rank <= 3;
                    if (pieceAt(sq) == 0 && (type != Piece.PAWN || pawnRankOk)) {
                        candidates.add(Move.drop(sq, type));
                    }
                }
            }
            MoveList legal = new MoveList();
            for (int i = 0; i < candidates.size(); i++) {
                int move = candidates.get(i);
                boolean ownKingPlaced = kingSquare(us) >= 0;
                if (!ownKingPlaced && (Move.isCapture(move) || Move.isEnPassant(move))) {
                    continue;
                }
                if (!rules.doubleStep() && Move.kind(move) == Move.KIND_DOUBLE_PUSH) {
                    continue;
                }
                if (Move.isEnPassant(move) && !rules.enPassant()) {
                    continue;
                }
                make(move);
                boolean ok = !(kingSquare(us) >= 0 && kingSquare(them) >= 0 && isAttacked(kingSquare(us), them))
                        && !(Move.isDrop(move) && dropAttacksForbidden(move, us, rules.dropBan()));
                unmake();
                if (ok) {
                    legal.add(move);
                }
            }
            int[] result = legal.toArray();
            Arrays.sort(result);
            return result;
        }

        private boolean dropAttacksForbidden(int move, int us, DropBan ban) {
            int to = Move.to(move);
            long attacked = attacksFrom(us, Move.piece(move), to, occupied());
            return switch (ban) {
                case NONE -> false;
                case ENEMY_KING -> (attacked & pieces(us ^ 1, Piece.KING)) != 0;
                case ANY_ENEMY_PIECE -> (attacked & pieces(us ^ 1)) != 0;
            };
        }

        /** Castling straight from the rule: rights, empty path, and no real check on the king's three squares. */
        private void addCastling(MoveList out, UnachessRules rules, int us) {
            if (!rules.castling()) {
                return;
            }
            int rights = castlingRights();
            int[][] options = us == Piece.WHITE
                    ? new int[][] {{CastleFlags.RIGHT_WK, Squares.E1, Squares.H1, Squares.G1},
                                   {CastleFlags.RIGHT_WQ, Squares.E1, Squares.A1, Squares.C1}}
                    : new int[][] {{CastleFlags.RIGHT_BK, Squares.E8, Squares.H8, Squares.G8},
                                   {CastleFlags.RIGHT_BQ, Squares.E8, Squares.A8, Squares.C8}};
            for (int[] o : options) {
                int king = o[1];
                int kingTo = o[3];
                if ((rights & o[0]) == 0 || (Attacks.between(king, o[2]) & occupied()) != 0) {
                    continue;
                }
                boolean enemyKingPlaced = kingSquare(us ^ 1) >= 0;
                boolean attacked = false;
                for (int sq = Math.min(king, kingTo); sq <= Math.max(king, kingTo); sq++) {
                    attacked |= enemyKingPlaced && isAttacked(sq, us ^ 1);
                }
                if (!attacked) {
                    out.add(Move.of(king, kingTo, Piece.KING, 0, 0, Move.KIND_CASTLE));
                }
            }
        }
    }
}
