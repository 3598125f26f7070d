package org.heterodox.rules;

import java.util.Arrays;

/**
 * What a position is made of, before any rule has looked at it: the pieces on the squares, the pieces
 * in hand, the side to move, the squares whose piece has not moved since it was placed (castling
 * rights), the en passant square, the clocks and, for Alice Chess, the squares whose piece stands on
 * the second board. FEN and SFEN readers produce one; a game turns it into a {@link Position} with
 * {@link Variant#fromSetup}, which is where its rules reject impossible set-ups. Like shakmaty's
 * {@code Setup}, it is a plain value: it can hold any arrangement, legal or not.
 *
 * <p>Squares and piece codes are those of the game's family: 64 squares with {@code chess.Piece}
 * codes for the 8x8 games, 81 squares with {@code shogi.ShogiPiece} codes for the shogi games.
 */
public final class Setup {
    /** Piece types a hand may hold, by index; enough for both families. */
    public static final int HAND_TYPES = 16;

    private final int[] pieces;
    private final int[][] hands;
    private final int sideToMove;
    private final long unmoved;
    private final int epSquare;
    private final int halfmoveClock;
    private final int fullmoveNumber;
    private final long secondBoard;

    private Setup(Builder b) {
        this.pieces = b.pieces.clone();
        this.hands = new int[][] {b.hands[0].clone(), b.hands[1].clone()};
        this.sideToMove = b.sideToMove;
        this.unmoved = b.unmoved;
        this.epSquare = b.epSquare;
        this.halfmoveClock = b.halfmoveClock;
        this.fullmoveNumber = b.fullmoveNumber;
        this.secondBoard = b.secondBoard;
    }

    /** An empty set-up of a board with {@code squares} squares, White (Sente) to move, move 1. */
    public static Builder builder(int squares) {
        return new Builder(squares);
    }

    /** A builder holding this set-up, to change part of it. */
    public Builder toBuilder() {
        Builder b = new Builder(pieces.length);
        System.arraycopy(pieces, 0, b.pieces, 0, pieces.length);
        for (int side = 0; side < 2; side++) {
            System.arraycopy(hands[side], 0, b.hands[side], 0, HAND_TYPES);
        }
        return b.sideToMove(sideToMove).unmoved(unmoved).epSquare(epSquare)
                .clocks(halfmoveClock, fullmoveNumber).secondBoard(secondBoard);
    }

    /** Number of squares of the board (64 or 81). */
    public int squareCount() {
        return pieces.length;
    }

    /** The piece code on {@code square}, 0 when empty. */
    public int pieceAt(int square) {
        return pieces[square];
    }

    public int handCount(int side, int type) {
        return hands[side][type];
    }

    /** 0 for the first player (White; Sente), 1 for the second. */
    public int sideToMove() {
        return sideToMove;
    }

    /** Squares (of a 64-square board) whose piece has not moved since it was placed: the castling rights. */
    public long unmoved() {
        return unmoved;
    }

    /** The en passant target square, or -1. */
    public int epSquare() {
        return epSquare;
    }

    public int halfmoveClock() {
        return halfmoveClock;
    }

    /** The number of the move to be played (FEN fullmove number; SFEN move number). */
    public int fullmoveNumber() {
        return fullmoveNumber;
    }

    /** Alice Chess: squares whose piece stands on board B. */
    public long secondBoard() {
        return secondBoard;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Setup s && Arrays.equals(pieces, s.pieces) && Arrays.deepEquals(hands, s.hands)
                && sideToMove == s.sideToMove && unmoved == s.unmoved && epSquare == s.epSquare
                && halfmoveClock == s.halfmoveClock && fullmoveNumber == s.fullmoveNumber && secondBoard == s.secondBoard;
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(pieces) * 31 + Arrays.deepHashCode(hands) + Long.hashCode(unmoved ^ secondBoard)
                + 7 * sideToMove + 11 * epSquare + 13 * halfmoveClock + 17 * fullmoveNumber;
    }

    @Override
    public String toString() {
        return "Setup[" + pieces.length + " squares, side " + sideToMove + ", move " + fullmoveNumber + "]";
    }

    /** Collects a set-up field by field; a reader fills one, then {@link #build}s the value. */
    public static final class Builder {
        private final int[] pieces;
        private final int[][] hands = new int[2][HAND_TYPES];
        private int sideToMove;
        private long unmoved;
        private int epSquare = -1;
        private int halfmoveClock;
        private int fullmoveNumber = 1;
        private long secondBoard;

        private Builder(int squares) {
            if (squares <= 0) {
                throw new IllegalArgumentException("a board needs squares, not " + squares);
            }
            this.pieces = new int[squares];
        }

        public Builder piece(int square, int code) {
            pieces[square] = code;
            return this;
        }

        public int pieceAt(int square) {
            return pieces[square];
        }

        public Builder hand(int side, int type, int count) {
            if (count < 0) {
                throw new IllegalArgumentException("a hand cannot hold " + count + " pieces");
            }
            hands[side][type] = count;
            return this;
        }

        public int handCount(int side, int type) {
            return hands[side][type];
        }

        public Builder sideToMove(int side) {
            if (side != 0 && side != 1) {
                throw new IllegalArgumentException("side to move must be 0 or 1, not " + side);
            }
            this.sideToMove = side;
            return this;
        }

        public int sideToMove() {
            return sideToMove;
        }

        public Builder unmoved(long squares) {
            this.unmoved = squares;
            return this;
        }

        public Builder epSquare(int square) {
            this.epSquare = square;
            return this;
        }

        public Builder clocks(int halfmove, int fullmove) {
            this.halfmoveClock = halfmove;
            this.fullmoveNumber = fullmove;
            return this;
        }

        public Builder secondBoard(long squares) {
            this.secondBoard = squares;
            return this;
        }

        public Setup build() {
            return new Setup(this);
        }
    }
}
