package org.heterodox.engine;

import org.heterodox.rules.Position;

/**
 * The engine facade the protocols, the CLI and the server use: a searcher with its hash table, and
 * with {@link #setThreads} more than one, helper searchers on threads of their own sharing the table
 * (Lazy SMP: the helpers search the same position, their results reach the main search through the
 * table; the main searcher's move is played). {@link #analyse} searches on the caller's thread;
 * {@link #start} searches on a background thread and hands back a {@link Search} to stop or wait for.
 * One search runs at a time.
 */
public final class Engine {
    public static final String NAME = "Heterodox";
    public static final String AUTHOR = "the Heterodox authors";
    public static final int DEFAULT_HASH_MB = 16;
    public static final int MAX_HASH_MB = 4096;
    public static final int MAX_MULTI_PV = 64;
    public static final int MAX_THREADS = 64;
    /** The JDK's platform logger: the engine module depends on nothing; a host routes it where it likes. */
    private static final System.Logger LOG = System.getLogger(Engine.class.getName());

    private final EngineHost host;
    private final TranspositionTable table;
    private final Searcher searcher;
    /** The searchers of the helper threads (threads - 1 of them). */
    private final java.util.List<Searcher> helpers = new java.util.ArrayList<>();
    private java.util.function.Function<Position, Evaluator> evaluators;
    private int multiPv = 1;

    public Engine() {
        this(DEFAULT_HASH_MB);
    }

    public Engine(int hashMb) {
        this(hashMb, JvmHost.INSTANCE);
    }

    /** An engine on another platform than the JVM (the browser's Web Worker: {@link EngineHost}). */
    public Engine(int hashMb, EngineHost host) {
        this.host = host;
        table = new TranspositionTable(clampHash(hashMb), host.hashMemoryLimit());
        searcher = new Searcher(table, host);
        searcher.otherNodes(() -> {
            long sum = 0;
            for (Searcher helper : helpers) {
                sum += helper.nodes();
            }
            return sum;
        });
    }

    /**
     * Makes later searches evaluate with {@code evaluators} instead of {@link Evaluators#forPosition}
     * (for matches between evaluations, e.g. a game's own against {@link Evaluators#fallback}).
     */
    public synchronized void setEvaluators(java.util.function.Function<Position, Evaluator> evaluators) {
        this.evaluators = evaluators;
        searcher.setEvaluators(evaluators);
        helpers.forEach(helper -> helper.setEvaluators(evaluators));
    }

    /** How many threads search (1 to {@value #MAX_THREADS}); call between searches. */
    public synchronized void setThreads(int count) {
        int wanted = Math.max(1, Math.min(MAX_THREADS, count)) - 1;
        while (helpers.size() > wanted) {
            helpers.remove(helpers.size() - 1);
        }
        while (helpers.size() < wanted) {
            Searcher helper = new Searcher(table, host);
            if (evaluators != null) {
                helper.setEvaluators(evaluators);
            }
            // Every other helper starts one iteration deeper, so that the threads do not all walk the same tree.
            helper.firstDepth(1 + (helpers.size() + 1) % 2);
            helpers.add(helper);
        }
    }

    public synchronized int threads() {
        return helpers.size() + 1;
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
        helpers.forEach(Searcher::clearHeuristics);
    }

    /**
     * Searches {@code position} (not changed) on this thread and returns the best move. The game's
     * earlier positions count for repetitions through the history the position keeps, so pass the
     * game's position (replayed from its start), not one set up from its FEN.
     */
    public synchronized SearchResult analyse(Position position, Limits limits, SearchListener listener) {
        searcher.resetStop();
        return run(position.copy(), limits, listener);
    }

    /**
     * One search on every thread (under the engine's monitor): the helpers search until the main
     * searcher returns, which stops them; its result, with every thread's nodes, is the answer.
     */
    private SearchResult run(Position position, Limits limits, SearchListener listener) {
        table.newSearch();
        if (helpers.isEmpty()) {
            return searcher.search(position, limits, multiPv, listener);
        }
        // The helpers have no clock or node budget of their own: the main search's end stops them.
        Limits helperLimits = Limits.none().infinite(true).depth(limits.depth()).mate(limits.mate());
        java.util.List<Thread> threads = new java.util.ArrayList<>();
        for (int i = 0; i < helpers.size(); i++) {
            Searcher helper = helpers.get(i);
            helper.resetStop();
            Position copy = position.copy();
            Thread thread = new Thread(() -> {
                try {
                    helper.search(copy, helperLimits, 1, SearchListener.NONE);
                } catch (RuntimeException e) {
                    LOG.log(System.Logger.Level.ERROR, "a helper search failed in " + describe(copy), e);
                }
            }, "heterodox-search-helper-" + (i + 1));
            thread.setDaemon(true);
            thread.start();
            threads.add(thread);
        }
        try {
            return searcher.search(position, limits, multiPv, listener);
        } finally {
            helpers.forEach(Searcher::stop);
            for (Thread thread : threads) {
                uninterruptibly(thread::join);
            }
        }
    }

    /** A wait that an interrupt may cut short. */
    private interface Wait {
        void run() throws InterruptedException;
    }

    /** Waits to the end even when interrupted, and then keeps the thread's interrupt status. */
    private static void uninterruptibly(Wait wait) {
        boolean interrupted = false;
        while (true) {
            try {
                wait.run();
                break;
            } catch (InterruptedException e) {
                interrupted = true;
            }
        }
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
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
                        result = run(copy, limits, listener);
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
                search.finish();
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
        /**
         * Whether the search has ended, guarded by this object's monitor (not a CountDownLatch: the
         * browser's class library, TeaVM's, has monitors but no java.util.concurrent latches).
         */
        private boolean done;
        private volatile SearchResult result;

        public void stop() {
            searcher.stop();
        }

        private synchronized void finish() {
            done = true;
            notifyAll();
        }

        /** Waits until the search has ended and its completion callback has run. */
        public SearchResult await() {
            uninterruptibly(this::awaitDone);
            return result;
        }

        private synchronized void awaitDone() throws InterruptedException {
            while (!done) {
                wait();
            }
        }
    }
}
