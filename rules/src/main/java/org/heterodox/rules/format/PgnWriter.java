package org.heterodox.rules.format;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.heterodox.rules.Game;
import org.heterodox.rules.Line;
import org.heterodox.rules.MoveAnnotation;
import org.heterodox.rules.MoveList;
import org.heterodox.rules.Outcome;
import org.heterodox.rules.Position;
import org.heterodox.rules.Reason;

/**
 * Writes games as PGN in export form: the Seven Tag Roster in its order, then {@code Variant} (when
 * the game is not plain chess), {@code SetUp}/{@code FEN} (when it did not start from the usual
 * position), the other tags in their order and {@code Termination} when the game is over; then the
 * movetext, wrapped at 80 columns, in the game's record notation or a chosen one, with comments,
 * NAGs, variations and the result. Immutable; the {@code with...} methods return changed copies.
 */
public final class PgnWriter {
    private static final String[][] SEVEN_TAG_ROSTER = {
        {"Event", "?"}, {"Site", "?"}, {"Date", "????.??.??"}, {"Round", "?"}, {"White", "?"}, {"Black", "?"},
    };
    private static final Set<String> GENERATED =
            Set.of("Event", "Site", "Date", "Round", "White", "Black", "Result", "Variant", "SetUp", "FEN",
                    Game.TERMINATION);

    private final String notationName;
    private final MoveNotation notation;
    private final boolean annotations;
    private final int width;

    public PgnWriter() {
        this(null, null, true, 80);
    }

    private PgnWriter(String notationName, MoveNotation notation, boolean annotations, int width) {
        this.notationName = notationName;
        this.notation = notation;
        this.annotations = annotations;
        this.width = width;
    }

    /** Writes moves in the notation of that name (looked up in each game's variant), e.g. "uci". */
    public PgnWriter withNotation(String name) {
        return new PgnWriter(name, null, annotations, width);
    }

    /** Writes moves in {@code notation}, which must belong to the variants of the games written. */
    public PgnWriter withNotation(MoveNotation notation) {
        return new PgnWriter(null, notation, annotations, width);
    }

    /** Whether to write comments, NAGs and variations (default true). */
    public PgnWriter withAnnotations(boolean keep) {
        return new PgnWriter(notationName, notation, keep, width);
    }

    public PgnWriter withLineWidth(int columns) {
        if (columns < 10) {
            throw new IllegalArgumentException("line width must be at least 10, not " + columns);
        }
        return new PgnWriter(notationName, notation, annotations, columns);
    }

    /** The games one after another, separated by blank lines. */
    public String writeAll(List<Game> games) {
        StringBuilder sb = new StringBuilder();
        for (Game game : games) {
            if (sb.length() > 0) {
                sb.append('\n');
            }
            sb.append(write(game));
        }
        return sb.toString();
    }

    /**
     * One game: tag section, a blank line, the movetext and a final line break.
     *
     * @throws IllegalArgumentException when the chosen notation does not exist for the game's
     *                                  variant, or a variation holds a move illegal where it stands
     */
    public String write(Game game) {
        MoveNotation moves = notationFor(game);
        Outcome outcome = game.outcome();
        StringBuilder sb = new StringBuilder();
        for (String[] tag : SEVEN_TAG_ROSTER) {
            String value = game.tag(tag[0]);
            appendTag(sb, tag[0], value == null ? tag[1] : value);
        }
        appendTag(sb, "Result", outcome.result().pgn());
        if (!game.variant().spec().equals("chess")) {
            appendTag(sb, "Variant", game.variant().spec());
        }
        if (game.isSetUp()) {
            appendTag(sb, "SetUp", "1");
            appendTag(sb, "FEN", game.startFen());
        }
        for (Map.Entry<String, String> tag : game.tags().entrySet()) {
            if (!GENERATED.contains(tag.getKey())) {
                appendTag(sb, tag.getKey(), tag.getValue());
            }
        }
        String termination = outcome.isOver() && outcome.reason() != Reason.UNSPECIFIED
                ? outcome.reason().text()
                : game.tag(Game.TERMINATION);
        if (termination != null) {
            appendTag(sb, Game.TERMINATION, termination);
        }
        sb.append('\n');

        Movetext text = new Movetext(game.startPosition(), moves);
        text.line(game.startPosition(), mainLine(game));
        text.add(outcome.result().pgn());
        text.wrap(sb, width);
        return sb.toString();
    }

    private MoveNotation notationFor(Game game) {
        if (notation != null) {
            return notation;
        }
        if (notationName == null) {
            return game.variant().notations().get(0);
        }
        try {
            return game.variant().notation(notationName);
        } catch (FormatException e) {
            throw new IllegalArgumentException(e.getMessage(), e);
        }
    }

    /** The main line as a {@link Line} view, so that main line and variations are written alike. */
    private static Line mainLine(Game game) {
        Line line = new Line();
        for (int ply = 0; ply < game.ply(); ply++) {
            MoveAnnotation source = game.annotation(ply);
            MoveAnnotation copy = line.add(game.move(ply));
            source.commentsBefore().forEach(copy::addCommentBefore);
            source.nags().forEach(copy::addNag);
            source.commentsAfter().forEach(copy::addCommentAfter);
            source.variations().forEach(copy::addVariation);
        }
        game.finalComments().forEach(line::addTrailingComment);
        return line;
    }

    private static void appendTag(StringBuilder sb, String name, String value) {
        sb.append('[').append(name).append(" \"");
        for (int i = 0; i < value.length(); i++) {
            char c = value.charAt(i);
            if (c == '"' || c == '\\') {
                sb.append('\\');
            }
            sb.append(c);
        }
        sb.append("\"]\n");
    }

    /** Builds the movetext as tokens, then wraps them into lines. */
    private final class Movetext {
        private final List<String> tokens = new ArrayList<>();
        private final MoveNotation moves;
        private final int startNumber;
        private final int startSide;
        private final MoveList legal = new MoveList();
        private int openParens;

        Movetext(Position start, MoveNotation moves) {
            this.moves = moves;
            String[] fields = start.toFen().trim().split("\\s+");
            int number;
            try {
                number = Math.max(1, Integer.parseInt(fields[fields.length - 1]));
            } catch (NumberFormatException e) {
                number = 1;
            }
            this.startNumber = number;
            this.startSide = start.sideToMove();
        }

        void add(String token) {
            if (openParens > 0) {
                token = "(".repeat(openParens) + token;
                openParens = 0;
            }
            tokens.add(token);
        }

        void comment(String comment) {
            if (comment.indexOf('}') >= 0) {
                // A brace comment cannot hold '}', but a rest-of-line comment can.
                add("; " + comment);
                return;
            }
            List<String> words = commentWords(comment);
            for (int i = 0; i < words.size(); i++) {
                add((i == 0 ? "{" : "") + words.get(i) + (i == words.size() - 1 ? "}" : ""));
            }
        }

        /**
         * The words of a comment, a line break allowed between any two; an embedded command such as
         * {@code [%eval 0.35]} or {@code [%clk 0:01:00]} stays one word, since the readers of such
         * annotations (lichess's exports use them) look for it on one line.
         */
        private static List<String> commentWords(String comment) {
            List<String> words = new ArrayList<>();
            StringBuilder command = null;
            for (String word : comment.isEmpty() ? new String[] {""} : comment.split(" ")) {
                if (command != null) {
                    command.append(' ').append(word);
                } else if (word.startsWith("[%") && !word.contains("]")) {
                    command = new StringBuilder(word);
                } else {
                    words.add(word);
                }
                if (command != null && word.contains("]")) {
                    words.add(command.toString());
                    command = null;
                }
            }
            if (command != null) {
                words.add(command.toString());
            }
            return words;
        }

        /** Writes {@code line} played from {@code position}, leaving the position as it was. */
        void line(Position position, Line line) {
            boolean needNumber = true;
            for (int i = 0; i < line.size(); i++) {
                int move = line.move(i);
                MoveAnnotation note = line.annotation(i);
                if (annotations && !note.commentsBefore().isEmpty()) {
                    note.commentsBefore().forEach(this::comment);
                    needNumber = true;
                }
                int number = startNumber + (startSide + position.movesMade()) / 2;
                String prefix = position.sideToMove() == 0 ? number + ". " : needNumber ? number + "... " : "";
                position.generatePlayed(legal);
                if (!legal.contains(move)) {
                    throw new IllegalArgumentException("move " + move + " of a line is not legal in "
                            + position.toFen());
                }
                // The number and its move form one token so that a line break never parts them.
                add(prefix + moves.format(position, move));
                needNumber = false;
                if (annotations) {
                    note.nags().forEach(nag -> add("$" + nag));
                    if (!note.commentsAfter().isEmpty()) {
                        note.commentsAfter().forEach(this::comment);
                        needNumber = true;
                    }
                    for (Line variation : note.variations()) {
                        openParens++;
                        line(position, variation);
                        String lastToken = tokens.get(tokens.size() - 1);
                        if (endsLine(lastToken)) {
                            tokens.add(")");
                        } else {
                            tokens.set(tokens.size() - 1, lastToken + ")");
                        }
                        needNumber = true;
                    }
                }
                position.make(move);
            }
            if (annotations) {
                line.trailingComments().forEach(this::comment);
            }
            for (int i = 0; i < line.size(); i++) {
                position.unmake();
            }
        }

        /** A rest-of-line comment (possibly after opening parentheses) must end its line. */
        private boolean endsLine(String token) {
            return token.replace("(", "").startsWith(";");
        }

        void wrap(StringBuilder sb, int columns) {
            int length = 0;
            boolean mustBreak = false;
            for (String token : tokens) {
                if (length > 0 && (mustBreak || length + 1 + token.length() > columns)) {
                    sb.append('\n');
                    length = 0;
                }
                if (length > 0) {
                    sb.append(' ');
                    length++;
                }
                sb.append(token);
                length += token.length();
                mustBreak = endsLine(token);
            }
            sb.append('\n');
        }
    }
}
