package org.heterodox.engine.puzzle;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.heterodox.engine.Engine;
import org.heterodox.engine.Limits;
import org.heterodox.engine.Score;
import org.heterodox.engine.SearchInfo;
import org.heterodox.rules.Move;
import org.heterodox.rules.MoveList;
import org.heterodox.rules.Position;

/**
 * Finds puzzles in games: positions where one move wins clearly and no other does. A quick
 * two-line search (MultiPV 2) proposes a position when its best move scores at least
 * {@link #WIN} and the second best at most {@link #NOT_WINNING}; a search {@code verifyFactor}
 * times longer must then agree on the move and on the gap, else the position is rejected. So a
 * position with two winning moves is never a puzzle, nor one already won whatever is played.
 *
 * <p>The solution then goes on while the line stays forced ({@link #solution}): the opponent's best
 * defence (the verifying search's move), then again one solver move that both searches find and that
 * is clearly the only one (see {@link #forced}), up to {@link #MAX_SOLVER_MOVES} solver moves. A
 * puzzle whose line is not forced after its first move stays a one-move puzzle.
 */
public final class PuzzleFinder {
    /** A clear win: more than a minor piece ahead (centipawns), or a mate. */
    public static final int WIN = 300;
    /** The best of the other moves may not be better than this. */
    public static final int NOT_WINNING = 80;
    /** Puzzles come from this ply on: the random openings of self-play are no puzzle. */
    public static final int FIRST_PLY = 8;
    private static final int LINE_PLIES = 7;
    /** The longest solution: this many moves of the solver, with the opponent's replies between them. */
    public static final int MAX_SOLVER_MOVES = 3;

    private final Engine engine;
    private final long scanNodes;
    private final long verifyNodes;

    public PuzzleFinder(long scanNodes, long verifyNodes) {
        if (scanNodes < 1 || verifyNodes < scanNodes) {
            throw new IllegalArgumentException("need 1 <= scanNodes <= verifyNodes");
        }
        this.engine = new Engine();
        this.engine.setMultiPv(2);
        this.scanNodes = scanNodes;
        this.verifyNodes = verifyNodes;
    }

    /**
     * The puzzles of a game: {@code start} is its start position, {@code moves} its moves. Each
     * position is judged with the game's history (repetitions count).
     */
    public List<Puzzle> find(Position start, int[] moves) {
        List<Puzzle> found = new ArrayList<>();
        Position position = start.copy();
        engine.newGame();
        for (int ply = 0; ply < moves.length; ply++) {
            if (ply >= FIRST_PLY) {
                judge(position).ifPresent(found::add);
            }
            position.make(moves[ply]);
        }
        return found;
    }

    /** The puzzle of this position, if it is one. */
    public Optional<Puzzle> judge(Position position) {
        if (position.outcome().isOver()) {
            return Optional.empty();
        }
        MoveList legal = new MoveList();
        position.generate(legal);
        if (legal.size() < 2) {
            return Optional.empty();
        }
        Lines quick = lines(position, scanNodes);
        if (!quick.isPuzzle()) {
            return Optional.empty();
        }
        Lines deep = lines(position, verifyNodes);
        if (!deep.isPuzzle() || deep.best.pv()[0] != quick.best.pv()[0]) {
            return Optional.empty();
        }
        int move = deep.best.pv()[0];
        List<Integer> line = new ArrayList<>();
        for (int i = 0; i < Math.min(LINE_PLIES, deep.best.pv().length); i++) {
            line.add(deep.best.pv()[i]);
        }
        return Optional.of(new Puzzle(position.toFen(), move, line, solution(position, move), deep.best.score(),
                deep.second.score(), tags(move, deep.best.score())));
    }

    /**
     * The solution from {@code move} (already judged the one winning move of {@code position}): the
     * move, then, while the line stays forced, the opponent's best defence and the solver's one
     * clearly best answer, up to {@link #MAX_SOLVER_MOVES} solver moves. Always ends on a solver move.
     */
    public List<Integer> solution(Position position, int move) {
        List<Integer> solution = new ArrayList<>(List.of(move));
        int solver = position.sideToMove();
        Position walk = position.copy();
        walk.make(move);
        // Only where the sides take turns (an Ambiguous Chess announcement is answered by the opponent's choice).
        for (int solverMoves = 1; solverMoves < MAX_SOLVER_MOVES && !walk.outcome().isOver()
                && walk.sideToMove() != solver; solverMoves++) {
            SearchInfo defence = lines(walk, verifyNodes).best;
            if (defence == null || defence.pv().length == 0) {
                break;
            }
            int reply = defence.pv()[0];
            walk.make(reply);
            Optional<Integer> next = walk.outcome().isOver() || walk.sideToMove() != solver ? Optional.empty()
                    : forcedMove(walk);
            if (next.isEmpty()) {
                break;
            }
            solution.add(reply);
            solution.add(next.get());
            walk.make(next.get());
        }
        return solution;
    }

    /** The solver's one clearly best move here, found alike by the quick and the verifying search; empty when none is. */
    private Optional<Integer> forcedMove(Position position) {
        Lines quick = lines(position, scanNodes);
        if (!forced(quick)) {
            return Optional.empty();
        }
        Lines deep = lines(position, verifyNodes);
        if (!forced(deep)) {
            return Optional.empty();
        }
        if (deep.best.pv()[0] != quick.best.pv()[0] && !matesAtOnce(deep.best.score())) {
            return Optional.empty();
        }
        return Optional.of(deep.best.pv()[0]);
    }

    /**
     * Whether the best line is the one clearly best move, as lichess judges a puzzle's later moves: a
     * mate at once (any mate is accepted as the answer, so a second one does no harm); a mate when no
     * other move mates; or, without a mate, the first move's test (a clear win, the second best at
     * most {@link #NOT_WINNING}).
     */
    static boolean forced(Lines lines) {
        if (lines.best == null || lines.best.pv().length == 0) {
            return false;
        }
        int best = lines.best.score();
        if (matesAtOnce(best)) {
            return true;
        }
        if (lines.second == null) {
            return false;
        }
        int second = lines.second.score();
        if (Score.isMate(best) && best > 0) {
            return !(Score.isMate(second) && second > 0);
        }
        return lines.isPuzzle();
    }

    private static boolean matesAtOnce(int score) {
        return Score.isMate(score) && score > 0 && Score.mateInMoves(score) == 1;
    }

    static Set<String> tags(int move, int score) {
        Set<String> tags = new LinkedHashSet<>();
        if (Score.isMate(score)) {
            tags.add("mateIn" + Score.mateInMoves(score));
        } else {
            tags.add("material");
        }
        if (!Move.isAnnouncement(move) && Move.promotion(move) != 0) {
            tags.add("promotion");
        }
        if (!Move.isAnnouncement(move) && Move.isDrop(move)) {
            tags.add("drop");
        }
        return tags;
    }

    /** The deepest iteration whose two lines both finished (or the best line alone, when there is no second). */
    record Lines(SearchInfo best, SearchInfo second) {
        boolean isPuzzle() {
            return best != null && second != null && best.pv().length > 0 && best.score() >= WIN
                    && second.score() <= NOT_WINNING;
        }
    }

    private Lines lines(Position position, long nodes) {
        SearchInfo[] pending = new SearchInfo[1];
        Lines[] complete = {new Lines(null, null)};
        engine.analyse(position, Limits.none().nodes(nodes), info -> {
            if (info.bound() != SearchInfo.Bound.EXACT || info.pv().length == 0) {
                return;
            }
            if (info.multipv() == 1) {
                pending[0] = info;
            } else if (info.multipv() == 2 && pending[0] != null && pending[0].depth() == info.depth()) {
                complete[0] = new Lines(pending[0], info);
            }
        });
        // A position with one legal move has no second line: its best line alone.
        return complete[0].best == null && pending[0] != null ? new Lines(pending[0], null) : complete[0];
    }
}
