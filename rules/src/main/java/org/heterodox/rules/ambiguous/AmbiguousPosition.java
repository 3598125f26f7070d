package org.heterodox.rules.ambiguous;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.heterodox.rules.Move;
import org.heterodox.rules.MoveList;
import org.heterodox.rules.Outcome;
import org.heterodox.rules.Position;
import org.heterodox.rules.Variant;
import org.heterodox.rules.chess.Piece;
import org.heterodox.rules.chess.SanNotation;
import org.heterodox.rules.chess.Squares;
import org.heterodox.rules.explain.TurnDecision;

/**
 * An Ambiguous Chess position with explicit turn phases (docs/rules.md#ambiguous-phases), so that
 * every decision is an ordinary move of the side that takes it:
 * <ul>
 * <li>{@link Phase#ANNOUNCE}: the announcer is to move; {@link #generate} lists one announcement
 * ({@link Move#announce}) per allowed square. An announcement with a single candidate is played at
 * once; otherwise the position enters
 * <li>{@link Phase#CHOOSE}: the opponent is to move ({@link #sideToMove()} is the chooser) and
 * {@link #generate} lists the candidate moves to the announced square. Making one plays it, after
 * which the chooser announces.
 * </ul>
 * Note that the chooser therefore decides twice in a row (choice, then its own announcement).
 * {@link #make} also accepts a played move in the ANNOUNCE phase (announcement and choice at once,
 * used to replay game records); {@link #perft} counts played moves.
 */
public final class AmbiguousPosition implements Position {
    /** Whose decision the position waits for. */
    public enum Phase { ANNOUNCE, CHOOSE }

    /** An announceable square and the moves the opponent may choose among (in generation order). */
    public record Announcement(int square, List<Integer> candidates) {
        public Announcement {
            candidates = List.copyOf(candidates);
        }

        /** Whether the opponent has a real choice (otherwise the single move is played at once). */
        public boolean isAmbiguous() {
            return candidates.size() > 1;
        }
    }

    /** Frame of a move played from the ANNOUNCE phase (no announcement was pending). */
    private static final int PLAYED_DIRECTLY = -1;
    /** Frames at or above this value record an announcement of square {@code frame - ANNOUNCED}. */
    private static final int ANNOUNCED = 64;

    private final AmbiguousBoard board;
    private final MoveList scratch = new MoveList();
    /** The announced square while in the CHOOSE phase, else -1. */
    private int pending = -1;
    /**
     * One frame per {@link #make}: {@link #PLAYED_DIRECTLY}; the square (0..63) whose pending
     * announcement the played move resolved; or {@link #ANNOUNCED} + square for an announcement
     * that entered the CHOOSE phase.
     */
    private int[] frames = new int[256];
    private int depth;

    AmbiguousPosition(AmbiguousBoard board, int pendingSquare) {
        this.board = board;
        this.pending = pendingSquare;
    }

    // ----- phase state -----

    public Phase phase() {
        return pending < 0 ? Phase.ANNOUNCE : Phase.CHOOSE;
    }

    /** The announced square awaiting the opponent's choice, or -1 in the ANNOUNCE phase. */
    public int pendingSquare() {
        return pending;
    }

    /** The side whose pieces move this turn (it announces, or has announced). */
    public int announcer() {
        return board.sideToMove();
    }

    /**
     * The board as a game of played moves (what SAN, UCI and perft see). Read it freely; any
     * make on it must be undone before this position is used again.
     */
    public AmbiguousBoard board() {
        return board;
    }

    // ----- the decisions -----

    /** The allowed announcements with their candidates (in the ANNOUNCE phase; empty otherwise). */
    public List<Announcement> announcements() {
        List<Announcement> result = new ArrayList<>();
        if (pending >= 0) {
            return result;
        }
        MoveList moves = new MoveList();
        board.generate(moves);
        long squares = targets(moves);
        while (squares != 0) {
            int square = Long.numberOfTrailingZeros(squares);
            squares &= squares - 1;
            result.add(new Announcement(square, candidatesTo(moves, square)));
        }
        return result;
    }

    /**
     * Each allowed announcement with its candidates in SAN ({@code a3: a3 Na3}); in the CHOOSE phase the
     * pending square alone. What {@code heterodox moves --variant ambiguous} lists.
     */
    @Override
    public List<TurnDecision> decisionTable() {
        List<TurnDecision> table = new ArrayList<>();
        if (pending >= 0) {
            table.add(new TurnDecision(Squares.name(pending), AmbiguousDiagram.candidateList(this, candidates(pending))));
            return table;
        }
        for (Announcement announcement : announcements()) {
            table.add(new TurnDecision(Squares.name(announcement.square()),
                    AmbiguousDiagram.candidateList(this, announcement.candidates())));
        }
        return table;
    }

    /** The candidate moves to {@code square} this turn (empty if it is not an allowed announcement). */
    public List<Integer> candidates(int square) {
        MoveList moves = new MoveList();
        board.generate(moves);
        return candidatesTo(moves, square);
    }

    /**
     * Announces {@code square}.
     * @return the move played at once when it was the only candidate, else {@link Move#NONE} (the
     *         opponent must now {@link #choose})
     * @throws IllegalArgumentException when not in the ANNOUNCE phase or the square is not an
     *         allowed announcement; the message says why
     */
    public int announce(int square) {
        String refusal = refusal(square);
        if (refusal != null) {
            throw new IllegalArgumentException(refusal);
        }
        make(Move.announce(square));
        return pending >= 0 ? Move.NONE : board.lastMove();
    }

    /**
     * The chooser picks one of the candidates of the pending announcement.
     * @throws IllegalArgumentException when no announcement is pending or the move is not a candidate
     */
    public void choose(int move) {
        if (pending < 0) {
            throw new IllegalArgumentException("no announcement is pending; " + sideName(announcer())
                    + " must announce a square first");
        }
        if (Move.to(move) != pending || !candidates(pending).contains(move)) {
            throw new IllegalArgumentException("not a candidate of the announcement " + Squares.name(pending));
        }
        make(move);
    }

    /**
     * Applies a played move (announcement and choice in one step, e.g. from a game record).
     * @throws IllegalArgumentException when not in the ANNOUNCE phase or the move cannot be played
     */
    public void play(int move) {
        if (pending >= 0) {
            throw new IllegalArgumentException("the announcement " + Squares.name(pending) + " is pending; "
                    + sideName(announcer() ^ 1) + " must choose among its candidates");
        }
        MoveList moves = new MoveList();
        board.generate(moves);
        if (Move.isAnnouncement(move) || !moves.contains(move)) {
            throw new IllegalArgumentException("not a move that can be played in " + toFen());
        }
        make(move);
    }

    /** Why {@code square} cannot be announced now, or null when it can. */
    public String refusal(int square) {
        if (square < 0 || square >= 64) {
            return "no such square: " + square;
        }
        String name = Squares.name(square);
        if (pending >= 0) {
            return "the announcement " + Squares.name(pending) + " is pending; " + sideName(announcer() ^ 1)
                    + " must choose first";
        }
        if (!board.bothKingsPresent()) {
            return "the game is over: a king has been captured";
        }
        MoveList moves = new MoveList();
        board.generate(moves);
        for (int i = 0; i < moves.size(); i++) {
            if (Move.to(moves.get(i)) == square) {
                return null;
            }
        }
        if (board.checkmateRule()) {
            MoveList pseudo = new MoveList();
            board.generateUnfiltered(pseudo);
            for (int i = 0; i < pseudo.size(); i++) {
                int move = pseudo.get(i);
                if (Move.to(move) == square && board.leavesKingAttacked(move)) {
                    return "announcing " + name + " is refused under the checkmate rule: the opponent could choose "
                            + SanNotation.INSTANCE.format(board, move) + ", leaving the " + sideName(announcer())
                            + " king attacked";
                }
            }
        }
        return "no " + sideName(announcer()) + " move reaches " + name;
    }

    // ----- Position -----

    @Override
    public Variant variant() {
        return board.variant();
    }

    /** The side that decides now: the announcer, or in the CHOOSE phase its opponent. */
    @Override
    public int sideToMove() {
        return pending < 0 ? board.sideToMove() : board.sideToMove() ^ 1;
    }

    @Override
    public void generate(MoveList out) {
        out.clear();
        board.generate(scratch);
        int n = scratch.size();
        if (pending >= 0) {
            for (int i = 0; i < n; i++) {
                int move = scratch.get(i);
                if (Move.to(move) == pending) {
                    out.add(move);
                }
            }
            return;
        }
        long squares = targets(scratch);
        while (squares != 0) {
            int square = Long.numberOfTrailingZeros(squares);
            squares &= squares - 1;
            out.add(Move.announce(square));
        }
    }

    /** An announced square's enemy piece is taken by every candidate (an en-passant square is empty: 0). */
    @Override
    public int capturedBy(int decision) {
        if (!Move.isAnnouncement(decision)) {
            return Move.captured(decision);
        }
        int piece = board.pieceAt(Move.to(decision));
        return piece != 0 && Piece.side(piece) != board.sideToMove() ? Piece.type(piece) : 0;
    }

    /** A choice or a played move is itself the move; an announcement is one only when played at once. */
    @Override
    public int playedBy(int decision) {
        if (pending >= 0) {
            return Move.NONE;
        }
        return Move.isAnnouncement(decision) ? board.lastMove() : decision;
    }

    /** While announcing: the announcement of its square, then the move itself if the opponent must choose. */
    @Override
    public int[] decisionsOf(int played) {
        if (pending >= 0 || Move.isAnnouncement(played)) {
            return new int[] {played};
        }
        int square = Move.to(played);
        return candidates(square).size() > 1
                ? new int[] {Move.announce(square), played}
                : new int[] {Move.announce(square)};
    }

    /** Played moves (announcement and choice in one) while announcing; the candidates while choosing. */
    @Override
    public void generatePlayed(MoveList out) {
        if (pending >= 0) {
            generate(out);
        } else {
            board.generate(out);
        }
    }

    /**
     * Plays an announcement or a choice returned by {@link #generate}, or (in the ANNOUNCE phase) a
     * played move of {@link AmbiguousBoard#generate}.
     * @throws IllegalArgumentException for a move of the wrong phase or an announcement without candidates
     */
    @Override
    public void make(int move) {
        if (depth == frames.length) {
            frames = Arrays.copyOf(frames, depth * 2);
        }
        if (Move.isAnnouncement(move)) {
            int square = Move.to(move);
            if (pending >= 0) {
                throw new IllegalArgumentException("an announcement is pending; a candidate move must be chosen");
            }
            board.generate(scratch);
            int only = Move.NONE;
            int count = 0;
            for (int i = 0; i < scratch.size(); i++) {
                if (Move.to(scratch.get(i)) == square) {
                    only = scratch.get(i);
                    count++;
                }
            }
            if (count == 0) {
                throw new IllegalArgumentException("no allowed move reaches the announced square " + Squares.name(square));
            }
            if (count == 1) {
                board.make(only);
                frames[depth++] = PLAYED_DIRECTLY;
            } else {
                pending = square;
                frames[depth++] = ANNOUNCED + square;
            }
            return;
        }
        if (pending >= 0 && Move.to(move) != pending) {
            throw new IllegalArgumentException("the chosen move must reach the announced square " + Squares.name(pending));
        }
        frames[depth++] = pending;
        pending = -1;
        board.make(move);
    }

    @Override
    public void unmake() {
        int frame = frames[--depth];
        if (frame >= ANNOUNCED) {
            pending = -1;
            return;
        }
        board.unmake();
        pending = frame;
    }

    /** The board's hash, plus a key for the pending announcement in the CHOOSE phase. */
    @Override
    public long hash() {
        return pending < 0 ? board.hash() : board.hash() ^ PendingKeys.of(pending);
    }

    /** The board's diagram key, plus the pending announcement's key in the CHOOSE phase (its FEN shows it). */
    @Override
    public long diagramKey() {
        return pending < 0 ? board.diagramKey() : board.diagramKey() ^ PendingKeys.of(pending);
    }

    /** Announcements that entered the CHOOSE phase and played moves, since set-up. */
    @Override
    public int movesMade() {
        return depth;
    }

    /** The board's played moves: an announcement counts once its move is played. */
    @Override
    public int movesPlayed() {
        return board.movesMade();
    }

    /** Only under option {@code checkmate}, and only for the announcer in the ANNOUNCE phase. */
    @Override
    public boolean inCheck() {
        return pending < 0 && board.inCheck();
    }

    /** The game's state; a pending announcement never ends a game, but draws already reached stand. */
    @Override
    public Outcome outcome() {
        return board.outcome();
    }

    /**
     * The board's rules: positions are compared at announcement time (board, side, en passant), so a
     * position waiting for a choice stands or falls with the announcement position before it.
     */
    @Override
    public Outcome ruleOutcome(int occurrences) {
        return board.ruleOutcome(occurrences);
    }

    /** The board's halfmove clock, in played moves. */
    @Override
    public int pliesSinceIrreversible() {
        return board.pliesSinceIrreversible();
    }

    @Override
    public int onBoard(int side, String letter) {
        return board.onBoard(side, letter);
    }

    @Override
    public String toFen() {
        return AmbiguousFen.write(this);
    }

    @Override
    public AmbiguousPosition copy() {
        return new AmbiguousPosition((AmbiguousBoard) board.copy(), pending);
    }

    /**
     * Counts sequences of {@code depth} played moves (announcement plus choice is one ply,
     * docs/rules.md#ambiguous-perft). In the CHOOSE phase the first ply is the pending choice.
     */
    @Override
    public long perft(int depth) {
        if (depth <= 0) {
            return 1;
        }
        if (pending < 0) {
            return board.perft(depth);
        }
        MoveList choices = new MoveList();
        generate(choices);
        long nodes = 0;
        for (int i = 0; i < choices.size(); i++) {
            board.make(choices.get(i));
            nodes += board.perft(depth - 1);
            board.unmake();
        }
        return nodes;
    }

    @Override
    public String toString() {
        return toFen();
    }

    // ----- helpers -----

    private static long targets(MoveList moves) {
        long squares = 0;
        for (int i = 0; i < moves.size(); i++) {
            squares |= 1L << Move.to(moves.get(i));
        }
        return squares;
    }

    private static List<Integer> candidatesTo(MoveList moves, int square) {
        List<Integer> result = new ArrayList<>();
        for (int i = 0; i < moves.size(); i++) {
            if (Move.to(moves.get(i)) == square) {
                result.add(moves.get(i));
            }
        }
        return result;
    }

    static String sideName(int side) {
        return side == 0 ? "White" : "Black";
    }
}
