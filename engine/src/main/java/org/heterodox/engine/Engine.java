package org.heterodox.engine;

import java.util.concurrent.CountDownLatch;
import org.heterodox.rules.Position;

/**
 * The engine facade the protocols, the CLI and the server use: one searcher with its hash table.
 * {@link #analyse} searches on the caller's thread; {@link #start} searches on a background thread
 * and hands back a {@link Search} to stop or wait for. One search runs at a time.
 */
public final class Engine {
    public static final String NAME = "Heterodox";
    public static final String AUTHOR = "the Heterodox authors";
    public static final int DEFAULT_HASH_MB = 16;
    public static final int MAX_HASH_MB = 4096;
    public static final int MAX_MULTI_PV = 64;
    /** The JDK's platform logger: the engine module depends on nothing; a host routes it where it likes. */
    private static final System.Logger LOG = System.getLogger(Engine.class.getName());

    private final TranspositionTable table;
    private final Searcher searcher;
    private int multiPv = 1;

    public Engine() {
        this(DEFAULT_HASH_MB);
    }

    public Engine(int hashMb) {
        table = new TranspositionTable(clampHash(hashMb));
        searcher = new Searcher(table);
    }

    /**
     * Makes later searches evaluate with {@code evaluators} instead of {@link Evaluators#forPosition}
     * (for matches between evaluations, e.g. a game's own against {@link Evaluators#fallback}).
     */
    public synchronized void setEvaluators(java.util.function.Function<Position, Evaluator> evaluators) {
        searcher.setEvaluators(evaluators);
    }

    /** Resizes the hash table (clearing it); call between searches. */
    public synchronized void setHashSize(int megabytes) {
        table.resize(clampHash(megabytes));
    }

    /** How many best lines to report (1 = only the principal variation). */
    public synchronized void setMultiPv(int lines) {
        multiPv = Math.max(1, Math.min(MAX_MULTI_PV, lines));
    }

    public synchronized int multiPv() {
        return multiPv;
    }

    /** Forgets everything learnt in earlier searches (hash table, killers, history). */
    public synchronized void newGame() {
        table.clear();
        searcher.clearHeuristics();
    }

    /**
     * Searches {@code position} (not changed) on this thread and returns the best move. The game's
     * earlier positions count for repetitions through the history the position keeps, so pass the
     * game's position (replayed from its start), not one set up from its FEN.
     */
    public synchronized SearchResult analyse(Position position, Limits limits, SearchListener listener) {
        searcher.resetStop();
        return searcher.search(position.copy(), limits, multiPv, listener);
    }

    /** Asks the running search, if any, to stop now and return its best move; callable from any thread. */
    public void stop() {
        searcher.stop();
    }

    /**
     * Starts a search on a daemon thread. The stop flag is cleared before this returns, so a
     * {@link Search#stop} that follows at once is never lost.
     */
    public Search start(Position position, Limits limits, SearchListener listener,
                        java.util.function.Consumer<SearchResult> onDone) {
        Position copy = position.copy();
        Position spare = position.copy();
        Search search = new Search();
        searcher.resetStop();
        Thread thread = new Thread(() -> {
            try {
                SearchResult result;
                try {
                    synchronized (this) {
                        result = searcher.search(copy, limits, multiPv, listener);
                    }
                } catch (RuntimeException e) {
                    // A defect in a game's rules or evaluation must not leave a GUI waiting forever,
                    // nor pass unnoticed: the position and the stack trace go to the log.
                    LOG.log(System.Logger.Level.ERROR, "search failed in " + describe(spare)
                            + "; answering with the first legal move instead", e);
                    result = anyLegalMove(spare);
                }
                search.result = result;
                onDone.accept(result);
            } finally {
                search.done.countDown();
            }
        }, "heterodox-search");
        thread.setDaemon(true);
        thread.start();
        return search;
    }

    private static String describe(Position position) {
        try {
            return position.variant().spec() + " position " + position.toFen();
        } catch (RuntimeException e) {
            return position.variant().spec() + " position (its FEN cannot be written: " + e + ")";
        }
    }

    private static SearchResult anyLegalMove(Position position) {
        org.heterodox.rules.MoveList moves = new org.heterodox.rules.MoveList();
        position.generate(moves);
        int move = moves.isEmpty() ? org.heterodox.rules.Move.NONE : moves.get(0);
        return new SearchResult(move, org.heterodox.rules.Move.NONE, 0, 0, 0, 0);
    }

    private static int clampHash(int megabytes) {
        return Math.max(1, Math.min(MAX_HASH_MB, megabytes));
    }

    /** A search running in the background. */
    public final class Search {
        private final CountDownLatch done = new CountDownLatch(1);
        private volatile SearchResult result;

        public void stop() {
            searcher.stop();
        }

        /** Waits until the search has ended and its completion callback has run. */
        public SearchResult await() {
            boolean interrupted = false;
            while (true) {
                try {
                    done.await();
                    break;
                } catch (InterruptedException e) {
                    interrupted = true;
                }
            }
            if (interrupted) {
                Thread.currentThread().interrupt();
            }
            return result;
        }
    }
}
