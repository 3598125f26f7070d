package org.heterodox.rules;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import org.heterodox.rules.format.FormatException;
import org.heterodox.rules.format.MoveNotation;
import org.heterodox.rules.format.MoveReader;

/**
 * One game: its variant, start position, the moves played (packed ints, each checked legal when
 * played), PGN-style tags in their order, per-move annotations (comments, NAGs, variations) and the
 * outcome. It is what the server stores and what PGN reads and writes.
 *
 * <p>The outcome follows one rule (see {@link #outcome()}): an ending on the board that leaves no
 * choice (checkmate, stalemate, a dead position, ...) always stands; otherwise the recorded
 * {@code Result} tag (with {@code Termination} naming why) decides; otherwise a draw the rules let a
 * program claim (threefold repetition, fifty moves) applies; otherwise the game goes on.
 */
public final class Game {
    public static final String RESULT = "Result";
    public static final String TERMINATION = "Termination";

    /** Draws a player may claim but need not: a recorded result may say otherwise (e.g. a loss on time). */
    private static final Set<Reason> CLAIMABLE = Set.of(Reason.THREEFOLD_REPETITION, Reason.FIFTY_MOVES);
    /** Reasons a Result tag can vouch for alone; board reasons must be seen on the board. */
    private static final Set<Reason> RECORDED_REASONS =
            Set.of(Reason.RESIGNATION, Reason.TIME_FORFEIT, Reason.AGREEMENT, Reason.ABORTED, Reason.MOVE_LIMIT);

    /** What a tag name is made of (PGN symbols); compiled once, since every tag of every game is checked. */

    private final Variant variant;
    private final String startFen;
    /** Whether the start differs from the game's own, decided once (it takes a board of the game's start). */
    private final boolean setUp;
    private final Position position;
    private final Line mainLine = new Line();
    private final Map<String, String> tags = new LinkedHashMap<>();
    private final MoveList scratch = new MoveList();
    /** The notation that read the previous move given as text; a record keeps to one notation. */
    private MoveNotation lastNotation;

    /** A game from the variant's start position. */
    public Game(Variant variant) {
        this.variant = variant;
        this.position = variant.startPosition();
        this.startFen = position.toFen();
        this.setUp = false;
    }

    /** A game from a set-up position, validated by the variant's FEN reader. */
    public Game(Variant variant, String startFen) throws FormatException {
        this.variant = variant;
        this.position = variant.fromFen(startFen);
        this.startFen = position.toFen();
        this.setUp = !this.startFen.equals(variant.startPosition().toFen());
    }

    public Variant variant() {
        return variant;
    }

    /** The start position's FEN as the variant writes it (normalised). */
    public String startFen() {
        return startFen;
    }

    /** Whether play started from a position other than the variant's own start. */
    public boolean isSetUp() {
        return setUp;
    }

    // ----- moves -----

    /** Number of moves (plies) played in the main line. */
    public int ply() {
        return mainLine.size();
    }

    public int move(int ply) {
        return mainLine.move(ply);
    }

    public int[] moves() {
        return mainLine.moves();
    }

    /** The main-line moves written in {@code notation} (one of the variant's), e.g. for a move list. */
    public List<String> moveTexts(MoveNotation notation) {
        List<String> texts = new ArrayList<>(ply());
        Position replay = startPosition();
        for (int i = 0; i < ply(); i++) {
            texts.add(notation.format(replay, mainLine.move(i)));
            replay.make(mainLine.move(i));
        }
        return texts;
    }

    /** Comments, NAGs and variations of the main-line move at {@code ply} (0-based). */
    public MoveAnnotation annotation(int ply) {
        return mainLine.annotation(ply);
    }

    /** Comments after the last move's variations, or of a game without moves. */
    public List<String> finalComments() {
        return mainLine.trailingComments();
    }

    public void addFinalComment(String comment) {
        mainLine.addTrailingComment(comment);
    }

    /**
     * Plays a move of the current position and returns its (empty) annotation.
     *
     * @throws IllegalArgumentException when the move is not legal there
     */
    public MoveAnnotation play(int move) {
        if (move == Move.NONE || !isPlayable(move)) {
            throw new IllegalArgumentException("move " + move + " is not legal in " + position.toFen());
        }
        position.make(move);
        return mainLine.add(move);
    }

    /** Whether {@code move} is a whole move of the current position: by the game's direct test when it has one. */
    private boolean isPlayable(int move) {
        if (position.testsLegalityDirectly()) {
            // A direct test answers for generate(); a game whose record moves differ (generatePlayed) has none.
            return position.isLegal(move);
        }
        position.generatePlayed(scratch);
        return scratch.contains(move);
    }

    /** Reads a move in any notation of the variant (record notation first) and plays it. */
    public int play(String text) throws FormatException {
        MoveReader.ReadMove read = MoveReader.read(position, text, lastNotation, MoveReader.Accept.PLAYED);
        play(read.move());
        lastNotation = read.notation();
        return read.move();
    }

    /** Takes back the last move and its annotation. */
    public void undo() {
        if (mainLine.size() == 0) {
            throw new IllegalStateException("no move to take back");
        }
        position.unmake();
        mainLine.removeLast();
    }

    /** The current position, replayed from the start so that it knows the history (repetitions). */
    public Position position() {
        return positionAt(ply());
    }

    /** The position after the first {@code ply} main-line moves, with that history. */
    public Position positionAt(int ply) {
        if (ply < 0 || ply > ply()) {
            throw new IndexOutOfBoundsException("ply " + ply + " of a game of " + ply() + " moves");
        }
        Position replay = startPosition();
        for (int i = 0; i < ply; i++) {
            replay.make(mainLine.move(i));
        }
        return replay;
    }

    /** A fresh copy of the start position. */
    public Position startPosition() {
        try {
            return variant.fromFen(startFen);
        } catch (FormatException e) {
            throw new IllegalStateException("the game's own start FEN no longer reads: " + e.getMessage(), e);
        }
    }

    // ----- tags -----

    /** The tags in the order they were set, including any Result and Termination tags. */
    public Map<String, String> tags() {
        return Collections.unmodifiableMap(tags);
    }

    public String tag(String name) {
        return tags.get(name);
    }

    /** Whether {@code name} is a PGN tag name: letters, digits and '_' (a loop: a regex cost more per tag). */
    public static boolean isTagName(String name) {
        if (name == null || name.isEmpty()) {
            return false;
        }
        for (int i = 0; i < name.length(); i++) {
            char c = name.charAt(i);
            if (!(c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '_')) {
                return false;
            }
        }
        return true;
    }

    /** Sets a tag, keeping its place if it exists. Names are PGN symbols; values are one line. */
    public void setTag(String name, String value) {
        if (!isTagName(name)) {
            throw new IllegalArgumentException("a tag name is letters, digits and '_', not '" + name + "'");
        }
        if (value == null || value.indexOf('\n') >= 0 || value.indexOf('\r') >= 0) {
            throw new IllegalArgumentException("tag " + name + " needs a one-line value");
        }
        tags.put(name, value);
    }

    public void removeTag(String name) {
        tags.remove(name);
    }

    // ----- outcome -----

    /** The outcome by the rules on the board alone, ignoring what is recorded. */
    public Outcome boardOutcome() {
        return position.outcome();
    }

    /**
     * Whether the board alone has ended the game in a way no record can override: checkmate,
     * stalemate, a dead position and the like, but not a claimable draw.
     */
    public boolean endedOnBoard() {
        Outcome board = position.outcome();
        return board.isOver() && !CLAIMABLE.contains(board.reason());
    }

    /**
     * The game's outcome: an ending on the board that leaves no choice; else the recorded result
     * (Result tag, its reason from the Termination tag when that names one); else a claimable draw
     * on the board; else {@link Outcome#ONGOING}.
     */
    public Outcome outcome() {
        Outcome board = position.outcome();
        if (board.isOver() && !CLAIMABLE.contains(board.reason())) {
            return board;
        }
        Result recorded = Result.fromPgn(tags.getOrDefault(RESULT, "*"));
        if (recorded != null && recorded != Result.ONGOING) {
            Reason reason = recordedReason();
            if (reason == Reason.UNSPECIFIED && board.isOver() && board.result() == recorded) {
                return board;
            }
            return new Outcome(recorded, reason);
        }
        return board;
    }

    /**
     * Records a result not shown by the board (resignation, time forfeit, agreement, abort) in the
     * Result and Termination tags; {@link Outcome#ONGOING} clears both.
     *
     * @throws IllegalStateException when the board has already decided the game
     * @throws IllegalArgumentException for a reason only the board can give (checkmate, ...)
     */
    public void setOutcome(Outcome outcome) {
        if (endedOnBoard()) {
            throw new IllegalStateException("the game already ended: " + position.outcome());
        }
        if (outcome.isOver() && outcome.reason() != Reason.UNSPECIFIED
                && !RECORDED_REASONS.contains(outcome.reason())) {
            throw new IllegalArgumentException(outcome.reason().text() + " is decided by the board, not recorded");
        }
        tags.remove(TERMINATION);
        if (!outcome.isOver()) {
            tags.remove(RESULT);
            return;
        }
        tags.put(RESULT, outcome.result().pgn());
        if (outcome.reason() != Reason.UNSPECIFIED) {
            tags.put(TERMINATION, outcome.reason().text());
        }
    }

    private Reason recordedReason() {
        String termination = tags.get(TERMINATION);
        if (termination == null) {
            return Reason.UNSPECIFIED;
        }
        String text = termination.trim().toLowerCase(Locale.ROOT);
        if (text.equals("abandoned")) {
            return Reason.ABORTED;
        }
        for (Reason reason : RECORDED_REASONS) {
            if (reason.text().equals(text)) {
                return reason;
            }
        }
        return Reason.UNSPECIFIED;
    }

    @Override
    public String toString() {
        return variant.spec() + " game of " + ply() + " moves, " + outcome();
    }
}
