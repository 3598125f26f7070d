package org.heterodox.gamedb;

import java.io.Reader;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.IntConsumer;
import java.util.function.LongSupplier;

/**
 * Imports PGN into the game database: one thread cuts the input into games, every core reads
 * games through the rules, the calling thread gathers them into segments of {@code segmentGames}
 * games, and a writer thread stores each segment in one transaction while the next one is read.
 * Memory stays bounded: a read-ahead of {@value #QUEUE} games, the segment being gathered and the
 * one being written. A game that does not read is reported with its reason and skipped; the other
 * games are stored whatever it held.
 */
public final class DatabaseImporter {
    /** Games per transaction when the caller does not say. */
    public static final int DEFAULT_SEGMENT_GAMES = 5_000;
    /**
     * Longest game stored: far beyond any real game (the longest played in a tournament had 538 plies),
     * short enough that one game's replay and index stay small. A longer game is rejected with the rest of
     * its text skipped unread.
     */
    public static final int MAX_PLIES = 2000;
    /** Read-ahead: games read but not yet stored. */
    private static final int QUEUE = 4096;
    private static final CompletableFuture<List<GameIndexer.Read>> END = CompletableFuture.completedFuture(List.of());

    private final GameDatabase database;
    private final int threads;
    private final int segmentGames;
    private final LongSupplier clock;

    public DatabaseImporter(GameDatabase database, int threads, int segmentGames, LongSupplier clock) {
        if (threads < 1 || segmentGames < 1) {
            throw new IllegalArgumentException("threads and segmentGames must be at least 1");
        }
        this.database = database;
        this.threads = threads;
        this.segmentGames = segmentGames;
        this.clock = clock;
    }

    public DatabaseImporter(GameDatabase database) {
        this(database, Runtime.getRuntime().availableProcessors(), DEFAULT_SEGMENT_GAMES, System::currentTimeMillis);
    }

    /** Imports every game of {@code in}; {@code progress} hears the count of games handled so far. */
    public ImportReport importPgn(Reader in, IntConsumer progress) {
        long start = System.nanoTime();
        ExecutorService readers = Executors.newFixedThreadPool(threads, daemon("db-import-reader"));
        ExecutorService writer = Executors.newSingleThreadExecutor(daemon("db-import-writer"));
        BlockingQueue<CompletableFuture<List<GameIndexer.Read>>> queue = new ArrayBlockingQueue<>(QUEUE);
        // Anything the splitter meets, errors included: an import must fail, not report the games before it as all.
        AtomicReference<Throwable> failure = new AtomicReference<>();
        Thread splitter = daemon("db-import-splitter").newThread(() -> {
            try {
                PgnSplitter games = new PgnSplitter(in);
                for (PgnSplitter.RawGame raw = games.next(); raw != null; raw = games.next()) {
                    PgnSplitter.RawGame game = raw;
                    queue.put(CompletableFuture.supplyAsync(() -> read(game), readers));
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            } catch (RuntimeException | Error e) {
                failure.set(e);
            } finally {
                try {
                    queue.put(END);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            }
        });
        splitter.start();
        int games = 0;
        int imported = 0;
        long positions = 0;
        List<ImportReport.Duplicate> duplicates = new ArrayList<>();
        List<ImportReport.Rejected> rejected = new ArrayList<>();
        List<IndexedGame> segment = new ArrayList<>();
        // The segment the writer is storing; waited for before the next is handed over.
        Future<long[]> writing = null;
        try {
            while (true) {
                CompletableFuture<List<GameIndexer.Read>> next = queue.take();
                if (next == END) {
                    break;
                }
                for (GameIndexer.Read read : next.get()) {
                    games++;
                    if (read.game() == null) {
                        rejected.add(new ImportReport.Rejected(games, renumbered(read, games)));
                    } else {
                        segment.add(read.number() == games ? read.game() : read.game().withNumber(games));
                    }
                }
                if (segment.size() >= segmentGames) {
                    if (writing != null) {
                        long[] stored = awaitStored(writing);
                        imported += (int) stored[0];
                        positions += stored[1];
                    }
                    List<IndexedGame> full = segment;
                    writing = writer.submit(() -> store(full, duplicates));
                    segment = new ArrayList<>();
                }
                progress.accept(games);
            }
            if (writing != null) {
                long[] stored = awaitStored(writing);
                imported += (int) stored[0];
                positions += stored[1];
            }
            if (!segment.isEmpty()) {
                long[] stored = store(segment, duplicates);
                imported += (int) stored[0];
                positions += stored[1];
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("the import was interrupted after " + imported + " games", e);
        } catch (ExecutionException e) {
            throw new IllegalStateException("reading a game failed: " + e.getCause(), e.getCause());
        } finally {
            splitter.interrupt();
            readers.shutdownNow();
            writer.shutdown();
            finishWriting(writer);
        }
        Throwable failed = failure.get();
        if (failed instanceof RuntimeException e) {
            throw e;
        } else if (failed != null) {
            throw new IllegalStateException("splitting the input into games failed: " + failed, failed);
        }
        return new ImportReport(games, imported, positions, duplicates, rejected, System.nanoTime() - start);
    }

    /** Lets a segment being written end (committed or rolled back) before the caller may close the database. */
    private static void finishWriting(ExecutorService writer) {
        try {
            writer.awaitTermination(Long.MAX_VALUE, java.util.concurrent.TimeUnit.NANOSECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** What the writer stored of a segment; its failure comes out as storing on this thread would have thrown it. */
    private static long[] awaitStored(Future<long[]> writing) throws InterruptedException {
        try {
            return writing.get();
        } catch (ExecutionException e) {
            if (e.getCause() instanceof RuntimeException failure) {
                throw failure;
            } else if (e.getCause() instanceof Error error) {
                throw error;
            }
            throw new IllegalStateException("storing a segment failed: " + e.getCause(), e.getCause());
        }
    }

    /**
     * The error of a game with its number in the whole input. Games are numbered as the splitter cut
     * them; where one cut held two games (no tags between them), the later numbers move up.
     */
    private static String renumbered(GameIndexer.Read read, int number) {
        String numbered = "game " + read.number();
        if (read.number() == number || !read.error().startsWith(numbered)) {
            return read.error();
        }
        return "game " + number + read.error().substring(numbered.length());
    }

    /**
     * Stores one segment; returns the games stored and their positions. Runs on the writer thread or, for the
     * last segment, on the caller's once the writer is done: one at a time, so the duplicates list needs no lock.
     */
    private long[] store(List<IndexedGame> segment, List<ImportReport.Duplicate> duplicates) {
        GameDatabase.Stored stored = database.store(segment, clock.getAsLong());
        stored.duplicates().forEach((number, id) -> duplicates.add(new ImportReport.Duplicate(number, id)));
        long positions = 0;
        for (IndexedGame game : segment) {
            if (!stored.duplicates().containsKey(game.number())) {
                positions += game.keys().length;
            }
        }
        return new long[] {stored.ids().size(), positions};
    }

    private static List<GameIndexer.Read> read(PgnSplitter.RawGame raw) {
        try {
            return GameIndexer.read(raw, raw.number() - 1);
        } catch (RuntimeException e) {
            // The rules document FormatException for bad input; anything else is reported, not fatal.
            return List.of(new GameIndexer.Read(raw.number(), null, "game " + raw.number() + " (line "
                    + raw.firstLine() + "): could not be read: " + e));
        }
    }

    private static java.util.concurrent.ThreadFactory daemon(String name) {
        AtomicInteger count = new AtomicInteger();
        return runnable -> {
            Thread thread = new Thread(runnable, name + "-" + count.incrementAndGet());
            thread.setDaemon(true);
            return thread;
        };
    }
}
