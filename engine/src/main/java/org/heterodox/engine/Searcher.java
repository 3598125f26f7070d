package org.heterodox.engine;

import java.util.Arrays;
import org.heterodox.rules.Move;
import org.heterodox.rules.MoveList;
import org.heterodox.rules.Outcome;
import org.heterodox.rules.Position;
import org.heterodox.rules.Result;

/**
 * The generic game-tree search over {@link Position}: iterative deepening with aspiration windows,
 * principal variation search, a transposition table, quiescence on captures, move ordering (table
 * move, MVV-LVA, killers, history and continuation history: {@link MoveOrdering}), check and
 * singular extensions, internal iterative reduction, null-move pruning, late-move reductions and
 * shallow futility pruning where the game's {@link Evaluator} allows them, mate-distance scores,
 * and the game's own repetition and move-count rules ({@link Position#ruleOutcome}, asked of the
 * position, which keeps the game's history). Single-threaded; one instance is reused across searches.
 */
final class Searcher {
    static final int MAX_PLY = 96;

    private static final int CHECK_INTERVAL = 1024;
    private static final int EVAL_CACHE_BITS = 16;
    private static final int DELTA_MARGIN = 200;
    private static final int NO_CUT = Integer.MIN_VALUE;
    private static final int FUTILITY_MARGIN = 150;
    /** Internal iterative reduction: from this depth a node with no move from the table is searched a ply less deep. */
    private static final int IIR_DEPTH = 4;
    /** Singular extensions are tried from this depth. */
    private static final int SINGULAR_DEPTH = 8;
    private static final int[][] REDUCTION = new int[64][64];
    /** Correction history: entries by side and a hash of the evaluator's correction key, in 1/256 centipawn. */
    private static final int CORRECTION_BITS = 14;
    private static final int CORRECTION_GRAIN = 256;
    /** A correction is at most this many centipawns either way. */
    private static final int CORRECTION_LIMIT = 96;

    static {
        for (int d = 1; d < 64; d++) {
            for (int m = 1; m < 64; m++) {
                REDUCTION[d][m] = (int) (0.75 + Math.log(d) * Math.log(m) / 2.25);
            }
        }
    }

    private final TranspositionTable tt;
    /** Paused about every {@value #CHECK_INTERVAL} nodes: a single-threaded host reads a stop there. */
    private final EngineHost host;
    private final MoveOrdering ordering = new MoveOrdering(MAX_PLY + 2);
    private final MoveList[] lists = new MoveList[MAX_PLY + 2];
    private final int[][] pv = new int[MAX_PLY + 2][MAX_PLY + 2];
    private final int[] pvLength = new int[MAX_PLY + 2];
    /** The side to move at each ply of the current line, to tell whether a move passed the turn. */
    private final int[] movers = new int[MAX_PLY + 2];
    /** The move a singular-extension search leaves out at each ply ({@link Move#NONE}: none). */
    private final int[] excluded = new int[MAX_PLY + 2];
    /**
     * The turns (changes of the side to move) from the root to each ply of the current line: mate
     * distances count these, so that a game where a side decides twice in a row (Ambiguous Chess: a
     * choice, then an announcement) measures them in moves of the game, like chess in plies.
     */
    private final int[] turns = new int[MAX_PLY + 2];
    /** Whether a side may decide twice in a row in this search: a mate then takes more plies than turns. */
    private boolean decidesTwice;
    /**
     * Static evaluations by position hash: quiescence meets the same positions again and again. Each
     * entry packs the hash's upper 32 bits with the score (one memory access per probe; together with
     * the index the entry checks 32 + {@value #EVAL_CACHE_BITS} bits of the hash). 0 is empty.
     */
    private final long[] evalCache = new long[1 << EVAL_CACHE_BITS];
    /**
     * What searches found a static score to be off by, on average, for each side and correction key
     * ({@link Evaluator#correctionKey}): added to every static score. Kept across a game's searches.
     */
    private final int[][] correction = new int[2][1 << CORRECTION_BITS];

    private Position pos;
    private Evaluator eval;
    /**
     * Whether this search prunes by the static evaluation: where the game's evaluator allows it,
     * except in a mate search ({@code go mate N}), which must not skip a quiet mating line.
     */
    private boolean trusted;
    /** This search's game: whether null moves may be tried, and whether a side may decide twice. */
    private EngineGame game;
    /** Where each search gets its evaluator (replaceable to compare evaluations by play). */
    private java.util.function.Function<Position, Evaluator> evaluators = Evaluators::forPosition;

    private volatile boolean stopRequested;
    /** The nodes the other threads of this search have visited (Lazy SMP), counted in reports and limits. */
    private java.util.function.LongSupplier otherNodes = () -> 0;
    /** The first depth of the iterative deepening (a helper thread may start deeper than the main one). */
    private int firstDepth = 1;
    private boolean stopped;
    private int untilClockCheck;
    private long nodes;
    private long nodeLimit;
    private long startNanos;
    private long hardDeadlineNanos;
    private int seldepth;

    Searcher(TranspositionTable tt, EngineHost host) {
        this.tt = tt;
        this.host = host;
        for (int i = 0; i < lists.length; i++) {
            lists[i] = new MoveList();
        }
    }

    /** Asks a running search to stop as soon as possible; it then returns its best move so far. */
    void stop() {
        stopRequested = true;
    }

    /** Replaces the choice of evaluator (default {@link Evaluators#forPosition}). */
    void setEvaluators(java.util.function.Function<Position, Evaluator> evaluators) {
        this.evaluators = evaluators;
    }

    /** Forgets killers and history (a new game, or a fixed starting point for the bench). */
    void clearHeuristics() {
        ordering.clear();
        for (int[] c : correction) {
            Arrays.fill(c, 0);
        }
    }

    long nodes() {
        return nodes;
    }

    /** What the searches so far have learned to add to {@code position}'s static score, in centipawns (0: none). */
    int correction(Position position) {
        int index = eval == null ? -1 : correctionIndex(position);
        return index < 0 ? 0 : correction[position.sideToMove()][index] / CORRECTION_GRAIN;
    }

    /** Starts the iterative deepening at {@code depth} (a helper thread's way to search apart from the others). */
    void firstDepth(int depth) {
        this.firstDepth = Math.max(1, depth);
    }

    /** Counts the nodes of the search's other threads too (reports, results and node limits). */
    void otherNodes(java.util.function.LongSupplier others) {
        this.otherNodes = others;
    }

    /**
     * Searches {@code position} (left as it was found) within {@code limits}. Repetitions of the
     * game's earlier positions count through the history the position keeps.
     */
    SearchResult search(Position position, Limits limits, int multiPv, SearchListener listener) {
        pos = position;
        eval = evaluators.apply(position);
        game = EngineGames.of(position);
        // The evaluator may differ from the last search's (another game), so cached scores go.
        Arrays.fill(evalCache, 0);
        nodes = 0;
        seldepth = 0;
        stopped = false;
        untilClockCheck = 0;
        startNanos = System.nanoTime();
        TimeManager time = TimeManager.of(limits, position.sideToMove());
        hardDeadlineNanos = time.isLimited() ? startNanos + time.hardMs() * 1_000_000L : Long.MAX_VALUE;
        nodeLimit = limits.nodes() > 0 ? limits.nodes() : Long.MAX_VALUE;
        // The caller starts the table's new search (once for all the threads of a search).
        ordering.clearKillers();

        MoveList rootList = new MoveList();
        position.generate(rootList);
        if (rootList.isEmpty()) {
            return new SearchResult(Move.NONE, Move.NONE, terminalScore(0), 0, 0, elapsedMs());
        }
        RootMove[] roots = new RootMove[rootList.size()];
        long ttEntry = tt.probe(position.hash());
        int ttMove = TranspositionTable.move(ttEntry);
        for (int i = 0; i < roots.length; i++) {
            roots[i] = new RootMove(rootList.get(i));
            roots[i].score = roots[i].move == ttMove ? 1 : ordering.score(roots[i].move, 0, Move.NONE, pos, eval) - MoveOrdering.TT_MOVE;
        }
        Arrays.sort(roots, (a, b) -> Integer.compare(b.score, a.score));
        for (RootMove r : roots) {
            r.score = -Score.INFINITE;
        }
        int lines = Math.max(1, Math.min(multiPv, roots.length));
        int maxDepth = limits.depth() > 0 ? Math.min(limits.depth(), MAX_PLY - 1) : MAX_PLY - 1;
        decidesTwice = game.decidesTwice() && mayDecideTwice(position, rootList);
        trusted = eval.allowsReductions() && limits.mate() == 0;
        if (limits.mate() > 0) {
            // A mate in N moves is 2N - 1 turns; each turn may take two decisions where a side decides twice.
            maxDepth = Math.min(maxDepth, (decidesTwice ? 2 : 1) * (2 * limits.mate() - 1));
        }

        int bestMove = roots[0].move;
        int ponder = Move.NONE;
        int bestScore = 0;
        int completedDepth = 0;
        // Completed iterations in a row that kept the best move (time management).
        int stableIterations = 0;
        for (int depth = Math.min(firstDepth, maxDepth); depth <= maxDepth; depth++) {
            for (RootMove r : roots) {
                r.previousScore = r.score;
            }
            for (int line = 0; line < lines && !stopped; line++) {
                searchLine(roots, line, depth, lines == 1);
                // Lines found so far stay in front, each line's best move at its own index.
                Arrays.sort(roots, line, roots.length, (a, b) -> Integer.compare(b.score, a.score));
                if (!stopped) {
                    report(listener, roots[line], line + 1, depth, SearchInfo.Bound.EXACT);
                }
            }
            if (stopped && depth > 1) {
                // An interrupted iteration's first move was searched fully only if it got a real score.
                if (roots[0].score > -Score.INFINITE && roots[0].move != bestMove && roots[0].searchedDepth == depth) {
                    bestMove = roots[0].move;
                    bestScore = roots[0].score;
                    ponder = roots[0].pv.length > 1 ? roots[0].pv[1] : Move.NONE;
                }
                break;
            }
            stableIterations = completedDepth > 0 && roots[0].move == bestMove ? stableIterations + 1 : 0;
            int scoreDrop = completedDepth > 0 ? bestScore - roots[0].score : 0;
            completedDepth = depth;
            bestMove = roots[0].move;
            bestScore = roots[0].score;
            ponder = roots[0].pv.length > 1 ? roots[0].pv[1] : Move.NONE;
            if (stopped) {
                break;
            }
            if (limits.mate() > 0 && Score.isMate(bestScore) && bestScore > 0
                    && Score.mateInMoves(bestScore) <= limits.mate()) {
                break;
            }
            long elapsed = elapsedMs();
            // On a clock, start no iteration that is unlikely to finish; a fixed move time is used in full.
            if (time.isLimited() && !limits.infinite() && limits.moveTimeMs() == 0) {
                if (elapsed * 100 >= time.softMs() * softPercent(stableIterations, scoreDrop) || roots.length == 1) {
                    break;
                }
            }
            // A mate found with an exact score cannot get better by searching deeper than its length.
            if (limits.depth() == 0 && Score.isMate(bestScore)
                    && depth > (decidesTwice ? 4 : 2) * Math.abs(Score.mateInMoves(bestScore)) + 2 && limits.mate() == 0
                    && !limits.infinite() && time.isLimited()) {
                break;
            }
        }
        return new SearchResult(bestMove, ponder, bestScore, completedDepth, nodes + otherNodes.getAsLong(), elapsedMs());
    }

    /**
     * The share of the soft limit after which no new iteration starts: more while the best move
     * keeps changing or the score falls, less once the best move has stood for a few iterations.
     */
    static int softPercent(int stableIterations, int scoreDrop) {
        int percent = switch (Math.min(stableIterations, 3)) {
            case 0 -> 90;
            case 1 -> 70;
            case 2 -> 55;
            default -> 40;
        };
        return scoreDrop > 30 ? percent * 13 / 10 : percent;
    }

    /** One root iteration for the line at index {@code line}, with an aspiration window when alone. */
    private void searchLine(RootMove[] roots, int line, int depth, boolean aspiration) {
        int previous = roots[line].previousScore;
        int delta = 25;
        int alpha = -Score.INFINITE;
        int beta = Score.INFINITE;
        if (aspiration && depth >= 5 && !Score.isMate(previous) && previous > -Score.INFINITE) {
            alpha = previous - delta;
            beta = previous + delta;
        }
        while (true) {
            int score = searchRoot(roots, line, depth, alpha, beta);
            if (stopped) {
                return;
            }
            if (score <= alpha) {
                beta = (alpha + beta) / 2;
                alpha = Math.max(-Score.INFINITE, score - delta);
            } else if (score >= beta) {
                beta = Math.min(Score.INFINITE, score + delta);
            } else {
                return;
            }
            delta += delta;
            if (delta > 1000) {
                alpha = -Score.INFINITE;
                beta = Score.INFINITE;
            }
        }
    }

    private int searchRoot(RootMove[] roots, int line, int depth, int alpha, int beta) {
        movers[0] = pos.sideToMove();
        turns[0] = 0;
        pvLength[0] = 0;
        int best = -Score.INFINITE;
        boolean inCheck = pos.inCheck();
        for (int i = line; i < roots.length; i++) {
            RootMove root = roots[i];
            int move = root.move;
            boolean quiet = pos.capturedBy(move) == 0 && Move.promotion(move) == 0;
            ordering.played(0, move);
            pos.make(move);
            nodes++;
            boolean givesCheck = pos.inCheck();
            int newDepth = depth - 1;
            int score;
            if (i == line) {
                score = child(newDepth, 1, alpha, beta, givesCheck);
            } else {
                int reduction = 0;
                if (eval.allowsLateMoveReductions() && depth >= 3 && i - line >= 3 && !inCheck && !givesCheck && quiet) {
                    reduction = Math.max(0, REDUCTION[Math.min(depth, 63)][Math.min(i - line, 63)] - 1);
                }
                score = child(newDepth - reduction, 1, alpha, alpha + 1, givesCheck);
                if (score > alpha && reduction > 0 && !stopped) {
                    score = child(newDepth, 1, alpha, alpha + 1, givesCheck);
                }
                if (score > alpha && score < beta && !stopped) {
                    score = child(newDepth, 1, alpha, beta, givesCheck);
                }
            }
            pos.unmake();
            if (stopped) {
                return best;
            }
            if (score > best) {
                best = score;
            }
            if (score > alpha) {
                root.score = score;
                root.searchedDepth = depth;
                root.pv = new int[pvLength[1] + 1];
                root.pv[0] = move;
                System.arraycopy(pv[1], 0, root.pv, 1, pvLength[1]);
                if (score >= beta) {
                    return score;
                }
                alpha = score;
            } else {
                root.score = i == line ? score : -Score.INFINITE;
                if (i == line) {
                    root.pv = new int[] {move};
                    root.searchedDepth = depth;
                }
            }
        }
        return best;
    }

    /**
     * Searches the position just entered by a move, from the point of view of the side that made it
     * ({@code mover}, the side to move before the move). Usually the turn passes and the score is
     * negated; in games where one side takes two decisions in a row (Ambiguous Chess: choosing a
     * candidate, then announcing) it is not.
     */
    private int child(int depth, int ply, int alpha, int beta, boolean inCheck) {
        if (pos.sideToMove() == movers[ply - 1]) {
            turns[ply] = turns[ply - 1];
            decidesTwice = true;
            return negamax(depth, ply, alpha, beta, true, inCheck);
        }
        turns[ply] = turns[ply - 1] + 1;
        return -negamax(depth, ply, -beta, -alpha, true, inCheck);
    }

    /**
     * Whether some decision within two plies of the root keeps the side to move (so the game lets a
     * side decide twice in a row); decided before the search, since {@code go mate} sets the depth
     * from it.
     */
    private static boolean mayDecideTwice(Position position, MoveList rootMoves) {
        int side = position.sideToMove();
        MoveList replies = new MoveList();
        for (int i = 0; i < rootMoves.size(); i++) {
            position.make(rootMoves.get(i));
            int next = position.sideToMove();
            boolean twice = next == side;
            if (!twice) {
                position.generate(replies);
                for (int j = 0; j < replies.size() && !twice; j++) {
                    position.make(replies.get(j));
                    twice = position.sideToMove() == next;
                    position.unmake();
                }
            }
            position.unmake();
            if (twice) {
                return true;
            }
        }
        return false;
    }

    /** @param inCheck whether the side to move is in check ({@code pos.inCheck()}, known to the caller) */
    private int negamax(int depth, int ply, int alpha, int beta, boolean allowNull, boolean inCheck) {
        pvLength[ply] = 0;
        if (checkStop()) {
            return 0;
        }
        long key = pos.hash();
        movers[ply] = pos.sideToMove();
        // The game's repetition and move-count rules, a repetition counting from its first recurrence.
        Outcome byRule = pos.ruleOutcome(2);
        if (byRule.isOver()) {
            return score(byRule.result(), ply);
        }
        // Mate-distance pruning: no line from here can beat a mate already found nearer the root.
        alpha = Math.max(alpha, -Score.MATE + turns[ply]);
        beta = Math.min(beta, Score.MATE - turns[ply] - 1);
        if (alpha >= beta) {
            return alpha;
        }
        if (inCheck && ply < MAX_PLY / 2) {
            depth++;
        }
        if (depth <= 0 || ply >= MAX_PLY) {
            return quiescence(ply, alpha, beta, inCheck);
        }
        nodes++;
        boolean pvNode = beta - alpha > 1;

        // A singular-extension search of this node leaves out the table move and must not take the
        // table's word for the node (nor store a result that lacks that move).
        int excludedMove = excluded[ply];
        long entry = excludedMove == Move.NONE ? tt.probe(key) : 0;
        int ttMove = Move.NONE;
        if (entry != 0) {
            ttMove = TranspositionTable.move(entry);
            if (!pvNode && TranspositionTable.depth(entry) >= depth) {
                int score = fromTable(TranspositionTable.score(entry), turns[ply]);
                int bound = TranspositionTable.bound(entry);
                if (bound == TranspositionTable.EXACT
                        || (bound == TranspositionTable.LOWER && score >= beta)
                        || (bound == TranspositionTable.UPPER && score <= alpha)) {
                    return score;
                }
            }
        }

        // Internal iterative reduction: a node the table knows no move for is rarely important, and
        // when it is the next iteration comes back with a move.
        if (trusted && ttMove == Move.NONE && depth >= IIR_DEPTH && excludedMove == Move.NONE) {
            depth--;
        }
        // A trusted evaluation prunes before generating moves (a stalemate may then be missed, as
        // in most engines); for other games a position without moves is recognised first.
        if (trusted && !inCheck && excludedMove == Move.NONE) {
            int cut = prune(depth, ply, beta, pvNode, allowNull);
            if (cut != NO_CUT) {
                return cut;
            }
        }
        // Singular extension: when every other move falls well short of the table move's score, the
        // table move is searched a ply deeper; when even the others reach beta, the node is cut.
        boolean singular = false;
        if (trusted && ply > 0 && depth >= SINGULAR_DEPTH && ttMove != Move.NONE && excludedMove == Move.NONE
                && TranspositionTable.depth(entry) >= depth - 3 && TranspositionTable.bound(entry) != TranspositionTable.UPPER
                && ply < MAX_PLY / 2) {
            int ttScore = fromTable(TranspositionTable.score(entry), turns[ply]);
            if (!Score.isMate(ttScore)) {
                int singularBeta = ttScore - 2 * depth;
                excluded[ply] = ttMove;
                int value = negamax((depth - 1) / 2, ply, singularBeta - 1, singularBeta, false, inCheck);
                excluded[ply] = Move.NONE;
                if (stopped) {
                    return 0;
                }
                if (value < singularBeta) {
                    singular = true;
                } else if (singularBeta >= beta) {
                    return singularBeta;
                }
            }
        }
        MoveList moves = lists[ply];
        // The table move, when legal here, goes first: where the game tests legality directly it is
        // searched before any move is generated, otherwise before the others are scored.
        boolean ttFirst = ttMove != Move.NONE && pos.testsLegalityDirectly() && pos.isLegal(ttMove);
        boolean generated = !ttFirst;
        if (generated) {
            pos.generate(moves);
            if (moves.isEmpty()) {
                return terminalScore(ply);
            }
            ttFirst = ttMove != Move.NONE && moveToFront(moves, ttMove);
            if (excludedMove != Move.NONE && moveToFront(moves, excludedMove)) {
                moves.removeUnordered(0);
                if (moves.isEmpty()) {
                    return alpha; // the left-out move was the only one: nothing else reaches the bound
                }
            }
        }
        if (!trusted && !inCheck) {
            int cut = prune(depth, ply, beta, pvNode, allowNull);
            if (cut != NO_CUT) {
                return cut;
            }
        }

        int count = generated ? moves.size() : 1;
        int[] scores = null;
        boolean scored = false;
        int bestScore = -Score.INFINITE;
        int bestMove = Move.NONE;
        int originalAlpha = alpha;
        // Shallow pruning of late quiet moves (move-count and futility), for trusted evaluations only.
        boolean prunable = trusted && !pvNode && !inCheck && depth <= 3 && !Score.isMate(alpha);
        int standing = prunable ? evaluate() : 0;
        boolean futile = prunable && standing + FUTILITY_MARGIN * depth <= alpha;
        int lateMoveLimit = 3 + 2 * depth * depth;
        for (int i = 0; ; i++) {
            if (!generated && i > 0) {
                // The table move did not cut off: now the rest, in the same order as when generated first.
                pos.generate(moves);
                moveToFront(moves, ttMove);
                count = moves.size();
                generated = true;
            }
            if (i >= count) {
                break;
            }
            int move;
            if (i == 0 && ttFirst) {
                move = ttMove;
            } else {
                if (!scored) {
                    scores = ordering.buffer(ply, count);
                    for (int j = i; j < count; j++) {
                        scores[j] = ordering.quickScore(moves.get(j), ply, Move.NONE, pos, eval);
                    }
                    scored = true;
                }
                move = MoveOrdering.pickNextChecked(moves, scores, i, count, pos, eval);
            }
            boolean quiet = pos.capturedBy(move) == 0 && Move.promotion(move) == 0;
            if (prunable && quiet && i > 0 && bestScore > -Score.MATE_BOUND
                    && !ordering.isKiller(ply, move)
                    && (futile || i >= lateMoveLimit)) {
                pos.make(move);
                boolean checks = pos.inCheck();
                pos.unmake();
                if (!checks) {
                    continue;
                }
            }
            ordering.played(ply, move);
            pos.make(move);
            boolean givesCheck = pos.inCheck();
            int newDepth = singular && move == ttMove ? depth : depth - 1;
            int score;
            if (i == 0) {
                score = child(newDepth, ply + 1, alpha, beta, givesCheck);
            } else {
                int reduction = 0;
                if (eval.allowsLateMoveReductions() && depth >= 3 && i >= (pvNode ? 3 : 2) && quiet && !inCheck
                        && !givesCheck && !ordering.isKiller(ply, move)) {
                    reduction = REDUCTION[Math.min(depth, 63)][Math.min(i, 63)] - (pvNode ? 1 : 0);
                    if (trusted) {
                        // A quiet move with a good history is reduced less, one with a bad history more.
                        reduction -= scores[i] / 8192;
                    }
                    reduction = Math.max(0, Math.min(reduction, newDepth - 1));
                }
                score = child(newDepth - reduction, ply + 1, alpha, alpha + 1, givesCheck);
                if (score > alpha && reduction > 0 && !stopped) {
                    score = child(newDepth, ply + 1, alpha, alpha + 1, givesCheck);
                }
                if (score > alpha && score < beta && !stopped) {
                    score = child(newDepth, ply + 1, alpha, beta, givesCheck);
                }
            }
            pos.unmake();
            if (stopped) {
                return 0;
            }
            if (score > bestScore) {
                bestScore = score;
                bestMove = move;
                if (score > alpha) {
                    alpha = score;
                    pv[ply][0] = move;
                    System.arraycopy(pv[ply + 1], 0, pv[ply], 1, pvLength[ply + 1]);
                    pvLength[ply] = pvLength[ply + 1] + 1;
                    if (score >= beta) {
                        if (quiet) {
                            ordering.rewardQuiet(move, pos, ply, depth, moves, i);
                        }
                        break;
                    }
                }
            }
        }
        if (excludedMove == Move.NONE) {
            int bound = bestScore >= beta ? TranspositionTable.LOWER
                    : bestScore > originalAlpha ? TranspositionTable.EXACT : TranspositionTable.UPPER;
            tt.store(key, bestMove, toTable(bestScore, turns[ply]), depth, bound);
            if (trusted && !inCheck && !Score.isMate(bestScore)
                    && (bestMove == Move.NONE || pos.capturedBy(bestMove) == 0 && Move.promotion(bestMove) == 0)) {
                correct(bestScore, bound, depth);
            }
        }
        return bestScore;
    }

    /** Moves {@code move} to the front of {@code moves} if it is there (a legal move) and says whether it was. */
    private static boolean moveToFront(MoveList moves, int move) {
        for (int i = 0; i < moves.size(); i++) {
            if (moves.get(i) == move) {
                moves.set(i, moves.get(0));
                moves.set(0, move);
                return true;
            }
        }
        return false;
    }

    /**
     * Reverse futility and null-move pruning at a node not in check: a score to return at once, or
     * {@link #NO_CUT}. Each applies only where the game's evaluator allows it.
     */
    private int prune(int depth, int ply, int beta, boolean pvNode, boolean allowNull) {
        if (pvNode || Score.isMate(beta)) {
            return NO_CUT;
        }
        int standing = evaluate();
        // Reverse futility: far above beta with little depth left, a quiet reply will not bring it down.
        if (trusted && depth <= 3 && standing - 120 * depth >= beta) {
            return standing;
        }
        if (allowNull && depth >= 3 && standing >= beta && game.nullMove() && eval.allowsNullMove(pos) && pos.makeNull()) {
            int reduction = 2 + depth / 4;
            ordering.played(ply, Move.NONE);
            turns[ply + 1] = turns[ply] + 1;
            int score = -negamax(depth - 1 - reduction, ply + 1, -beta, -beta + 1, false, pos.inCheck());
            pos.unmakeNull();
            if (stopped) {
                return 0;
            }
            if (score >= beta) {
                return Score.isMate(score) ? beta : score;
            }
        }
        return NO_CUT;
    }

    private int quiescence(int ply, int alpha, int beta, boolean inCheck) {
        pvLength[ply] = 0;
        if (checkStop()) {
            return 0;
        }
        nodes++;
        if (ply > seldepth) {
            seldepth = ply;
        }
        // With a trusted evaluation a quiet position may stand pat before its moves are generated
        // (a stalemate is then missed, as in most engines); otherwise "no moves" is checked first.
        boolean standFirst = !inCheck && trusted;
        int best = -Score.INFINITE;
        if (standFirst) {
            best = evaluate();
            if (best >= beta) {
                return best;
            }
        }
        MoveList moves = lists[ply];
        if (standFirst) {
            // Only captures and promotions are searched here, so only they are generated.
            pos.generateNoisy(moves);
            if (ply >= MAX_PLY) {
                return best;
            }
        } else {
            pos.generate(moves);
            if (moves.isEmpty()) {
                return terminalScore(ply);
            }
            if (ply >= MAX_PLY) {
                return inCheck ? 0 : evaluate();
            }
        }
        if (!inCheck) {
            if (!standFirst) {
                best = evaluate();
                if (best >= beta) {
                    return best;
                }
            }
            if (best > alpha) {
                alpha = best;
            }
        }
        int count = moves.size();
        int[] scores = ordering.buffer(ply, count);
        int tactical = 0;
        for (int i = 0; i < count; i++) {
            int move = moves.get(i);
            // Out of check every evasion is searched; otherwise only captures and promotions.
            if (inCheck || pos.capturedBy(move) != 0 || Move.promotion(move) != 0) {
                moves.set(tactical, move);
                scores[tactical++] = ordering.quickScore(move, ply, Move.NONE, pos, eval);
            }
        }
        boolean prune = !inCheck && trusted;
        int mover = pos.sideToMove();
        for (int i = 0; i < tactical; i++) {
            int move;
            if (prune) {
                move = MoveOrdering.pickNext(moves, scores, i, tactical);
                // Delta pruning: even winning the piece outright would leave us below alpha; and a
                // capture that loses the exchange will not raise the stand-pat score (tested last,
                // as it costs the most).
                if (Move.promotion(move) == 0 && (best + eval.pieceValue(pos.capturedBy(move)) + DELTA_MARGIN <= alpha
                        || eval.losesMaterial(pos, move))) {
                    continue;
                }
            } else {
                move = MoveOrdering.pickNextChecked(moves, scores, i, tactical, pos, eval);
            }
            ordering.played(ply, move);
            pos.make(move);
            boolean givesCheck = pos.inCheck();
            boolean sameSide = mover == pos.sideToMove();
            turns[ply + 1] = turns[ply] + (sameSide ? 0 : 1);
            int score = sameSide ? quiescence(ply + 1, alpha, beta, givesCheck) : -quiescence(ply + 1, -beta, -alpha, givesCheck);
            pos.unmake();
            if (stopped) {
                return 0;
            }
            if (score > best) {
                best = score;
                if (score > alpha) {
                    alpha = score;
                    pv[ply][0] = move;
                    System.arraycopy(pv[ply + 1], 0, pv[ply], 1, pvLength[ply + 1]);
                    pvLength[ply] = pvLength[ply + 1] + 1;
                    if (score >= beta) {
                        break;
                    }
                }
            }
        }
        return best;
    }

    /** The static score, corrected by what searches found it to be off by ({@link #correct}). */
    private int evaluate() {
        int index = correctionIndex(pos);
        return index < 0 ? rawEvaluate() : rawEvaluate() + correction[pos.sideToMove()][index] / CORRECTION_GRAIN;
    }

    /** The index of the position's correction entry, or -1 when its evaluator corrects nothing. */
    private int correctionIndex(Position position) {
        long key = eval.correctionKey(position);
        return key == 0 ? -1 : (int) (key >>> (64 - CORRECTION_BITS));
    }

    /**
     * Moves the position's correction toward the difference between the search's score and the
     * static score, the more the deeper the search, when the bound says on which side the truth lies
     * (a quiet best move: a capture's gain says nothing about the static score).
     */
    private void correct(int searched, int bound, int depth) {
        int index = correctionIndex(pos);
        if (index < 0) {
            return;
        }
        int[] table = correction[pos.sideToMove()];
        int raw = rawEvaluate();
        int corrected = raw + table[index] / CORRECTION_GRAIN;
        if (bound == TranspositionTable.LOWER && searched <= corrected || bound == TranspositionTable.UPPER && searched >= corrected) {
            return;
        }
        int limit = CORRECTION_LIMIT * CORRECTION_GRAIN;
        int target = Math.max(-limit, Math.min(limit, (searched - raw) * CORRECTION_GRAIN));
        int weight = Math.min(depth + 1, 16);
        table[index] = (table[index] * (256 - weight) + target * weight) / 256;
    }

    private int rawEvaluate() {
        long key = pos.hash();
        int index = (int) key & (evalCache.length - 1);
        long entry = evalCache[index];
        long tag = key & 0xFFFF_FFFF_0000_0000L;
        if (entry != 0 && (entry & 0xFFFF_FFFF_0000_0000L) == tag) {
            return (int) entry;
        }
        int value = eval.evaluate(pos);
        evalCache[index] = tag | (value & 0xFFFF_FFFFL);
        return value;
    }

    /** Score of a position without legal moves, from the game's own verdict (stalemate may be a loss). */
    private int terminalScore(int ply) {
        return score(pos.outcome().result(), ply);
    }

    /** A game's result as a score for the side to move at {@code ply}: mates count turns from the root. */
    private int score(Result result, int ply) {
        if (result == Result.win(pos.sideToMove())) {
            return Score.MATE - turns[ply];
        }
        if (result == Result.loss(pos.sideToMove())) {
            return -Score.MATE + turns[ply];
        }
        return Score.DRAW;
    }

    private boolean checkStop() {
        if (stopped) {
            return true;
        }
        if (--untilClockCheck <= 0) {
            untilClockCheck = CHECK_INTERVAL;
            host.pause();
            if (stopRequested || System.nanoTime() >= hardDeadlineNanos) {
                stopped = true;
            }
        }
        if (nodes >= nodeLimit || untilClockCheck == CHECK_INTERVAL && nodes + otherNodes.getAsLong() >= nodeLimit) {
            stopped = true;
        }
        return stopped;
    }

    /** Clears a stop request left from an earlier search; called before each new search starts. */
    void resetStop() {
        stopRequested = false;
        nodes = 0; // read by the main thread of a search before this one's search starts
    }

    private static int toTable(int score, int ply) {
        return score >= Score.MATE_BOUND ? score + ply : score <= -Score.MATE_BOUND ? score - ply : score;
    }

    private static int fromTable(int score, int ply) {
        return score >= Score.MATE_BOUND ? score - ply : score <= -Score.MATE_BOUND ? score + ply : score;
    }

    private long elapsedMs() {
        return (System.nanoTime() - startNanos) / 1_000_000L;
    }

    private void report(SearchListener listener, RootMove root, int line, int depth, SearchInfo.Bound bound) {
        long ms = elapsedMs();
        long all = nodes + otherNodes.getAsLong();
        long nps = ms > 0 ? all * 1000 / ms : all * 1000;
        listener.onInfo(new SearchInfo(depth, Math.max(seldepth, depth), line, root.score, bound, all, nps, ms,
                tt.hashfull(), root.pv.clone()));
    }

    /** A legal move at the root with its latest score and principal variation. */
    private static final class RootMove {
        final int move;
        int score;
        int previousScore = -Score.INFINITE;
        int searchedDepth;
        int[] pv;

        RootMove(int move) {
            this.move = move;
            this.pv = new int[] {move};
        }
    }
}
