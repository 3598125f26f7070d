package org.heterodox.gamedb;

import java.io.IOException;
import java.io.Reader;
import java.io.UncheckedIOException;

/**
 * Cuts PGN text into the text of each game without reading the moves, so that games can be read
 * in parallel. A game ends after its result marker ({@code 1-0}, {@code 0-1}, {@code 1/2-1/2},
 * {@code *}) outside comments and variations, or where a tag section starts after movetext: the
 * boundaries the PGN reader itself recovers at, so game numbers agree with {@code heterodox pgn check}.
 */
final class PgnSplitter {
    /** The text of one game, its number in the input (1 for the first) and the line it starts on. */
    record RawGame(int number, int firstLine, String text) {
    }

    private final Reader in;
    private final char[] buffer = new char[1 << 16];
    private int length;
    private int at;
    private boolean ended;

    private int line = 1;
    private boolean lineStart = true;
    private int count;

    PgnSplitter(Reader in) {
        this.in = in;
    }

    /** The next game's text, or null at the end of the input. */
    RawGame next() {
        StringBuilder text = new StringBuilder(2048);
        StringBuilder token = new StringBuilder(8);
        int firstLine = 0;
        boolean movetext = false;
        boolean inTag = false;
        int depth = 0;
        while (true) {
            int c = read();
            if (c < 0) {
                return emit(text, firstLine);
            }
            boolean startedLine = lineStart;
            lineStart = c == '\n';
            if (startedLine && c == '%') {
                skipLine();
                continue;
            }
            if (Character.isWhitespace(c) || c == '\u00A0' || c == '\uFEFF') {
                if (c == '\n') {
                    line++;
                }
                if (finishesGame(token, movetext, depth)) {
                    return emit(text, firstLine);
                }
                token.setLength(0);
                if (text.length() > 0) {
                    text.append((char) c);
                }
                continue;
            }
            if (c == '[' && movetext && !inTag) {
                unread();
                return emit(text, firstLine);
            }
            if (text.length() == 0) {
                firstLine = line;
            }
            text.append((char) c);
            switch (c) {
                case '{' -> {
                    endToken(token);
                    copyUntil(text, '}');
                }
                case ';' -> {
                    endToken(token);
                    copyUntil(text, '\n');
                }
                case '"' -> copyString(text);
                case '[' -> inTag = true;
                case ']' -> inTag = false;
                case '(' -> {
                    endToken(token);
                    depth++;
                    movetext = true;
                }
                case ')' -> {
                    endToken(token);
                    depth = Math.max(0, depth - 1);
                }
                default -> {
                    if (!inTag) {
                        movetext = true;
                        token.append((char) c);
                    }
                }
            }
        }
    }

    private static boolean finishesGame(StringBuilder token, boolean movetext, int depth) {
        if (!movetext || depth > 0 || token.length() == 0 || token.length() > 7) {
            return false;
        }
        String t = token.toString();
        return t.equals("1-0") || t.equals("0-1") || t.equals("1/2-1/2") || t.equals("*");
    }

    private static void endToken(StringBuilder token) {
        token.setLength(0);
    }

    private RawGame emit(StringBuilder text, int firstLine) {
        int end = text.length();
        while (end > 0 && Character.isWhitespace(text.charAt(end - 1))) {
            end--;
        }
        if (end == 0) {
            return null;
        }
        text.setLength(end);
        return new RawGame(++count, firstLine, text.toString());
    }

    /** Copies up to and including {@code close} (or the end of the input). */
    private void copyUntil(StringBuilder text, char close) {
        int c;
        while ((c = read()) >= 0) {
            text.append((char) c);
            if (c == '\n') {
                line++;
                lineStart = true;
            } else {
                lineStart = false;
            }
            if (c == close) {
                return;
            }
        }
    }

    /** A tag value: up to the closing quote, a backslash escaping the next character; never past its line. */
    private void copyString(StringBuilder text) {
        int c;
        while ((c = read()) >= 0) {
            if (c == '\n') {
                unread();
                return;
            }
            text.append((char) c);
            if (c == '\\') {
                int escaped = read();
                if (escaped < 0) {
                    return;
                }
                if (escaped == '\n') {
                    unread();
                    return;
                }
                text.append((char) escaped);
            } else if (c == '"') {
                return;
            }
        }
    }

    private void skipLine() {
        int c;
        while ((c = read()) >= 0 && c != '\n') {
            // an escaped line is not part of any game
        }
        if (c == '\n') {
            line++;
            lineStart = true;
        }
    }

    private int read() {
        if (at == length) {
            if (ended) {
                return -1;
            }
            try {
                length = in.read(buffer, 0, buffer.length);
            } catch (IOException e) {
                throw new UncheckedIOException("cannot read the PGN input", e);
            }
            at = 0;
            if (length <= 0) {
                length = 0;
                ended = true;
                return -1;
            }
        }
        return buffer[at++];
    }

    /** Gives back the character just read (always within the buffer). */
    private void unread() {
        at--;
    }
}
