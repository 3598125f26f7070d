package org.heterodox.rules.format;

import java.io.IOException;
import java.io.Reader;
import java.io.UncheckedIOException;

/**
 * Splits PGN text into tokens. It never fails on any input, so that the reader can report an error
 * and then skip to the next game; malformed strings and comments come out as unclosed tokens.
 * Every call consumes input or returns {@link PgnToken.Kind#END}, so reading always terminates.
 */
final class PgnLexer {
    private static final String DELIMITERS = "[](){};\"$";

    private final Reader in;
    /** Read ahead in blocks: a call of Reader.read() per character (a lock each) cost more than the lexing. */
    private final char[] buffer = new char[2048];
    private int buffered;
    private int next;
    private int pushedBack = -2;
    private int line = 1;
    private int column = 0;
    private long offset = -1;
    private PgnToken peeked;
    private PgnToken last;

    PgnLexer(Reader in) {
        this(in, 1);
    }

    /** Reads text whose first line is line {@code firstLine} of a larger input. */
    PgnLexer(Reader in, int firstLine) {
        this.in = in;
        this.line = firstLine;
    }

    PgnToken peek() {
        if (peeked == null) {
            peeked = scan();
        }
        return peeked;
    }

    PgnToken next() {
        PgnToken token = peek();
        if (token.kind() != PgnToken.Kind.END) {
            peeked = null;
        }
        last = token;
        return token;
    }

    /** The token {@link #next()} returned last, or null. */
    PgnToken last() {
        return last;
    }

    private int read() {
        int c;
        if (pushedBack != -2) {
            c = pushedBack;
            pushedBack = -2;
        } else {
            c = nextChar();
        }
        if (c < 0) {
            return c;
        }
        offset++;
        if (c == '\n') {
            line++;
            column = 0;
        } else {
            column++;
        }
        return c;
    }

    private int nextChar() {
        if (next == buffered) {
            try {
                int n = in.read(buffer, 0, buffer.length);
                if (n <= 0) {
                    return -1;
                }
                buffered = n;
                next = 0;
            } catch (IOException e) {
                throw new UncheckedIOException("cannot read PGN input", e);
            }
        }
        return buffer[next++];
    }

    /** Pushes back a character that is not a line break (so line and column stay exact). */
    private void unread(int c) {
        if (c >= 0) {
            pushedBack = c;
            offset--;
            column--;
        }
    }

    private static boolean isSpace(int c) {
        return c <= ' ' || c == '\u00A0' || c == '\uFEFF';
    }

    private PgnToken scan() {
        int c;
        do {
            c = read();
            if (c == '%' && column == 1) {
                skipRestOfLine();
                c = ' ';
            }
        } while (c >= 0 && isSpace(c));
        if (c < 0) {
            return new PgnToken(PgnToken.Kind.END, "", true, line, column + 1, offset + 1);
        }
        int startLine = line;
        int startColumn = column;
        long start = offset;
        switch (c) {
            case '[':
                return new PgnToken(PgnToken.Kind.TAG_OPEN, "[", true, startLine, startColumn, start);
            case ']':
                return new PgnToken(PgnToken.Kind.TAG_CLOSE, "]", true, startLine, startColumn, start);
            case '(':
                return new PgnToken(PgnToken.Kind.VARIATION_OPEN, "(", true, startLine, startColumn, start);
            case ')':
                return new PgnToken(PgnToken.Kind.VARIATION_CLOSE, ")", true, startLine, startColumn, start);
            case '{':
                return braceComment(startLine, startColumn, start);
            case ';':
                return new PgnToken(PgnToken.Kind.COMMENT, skipRestOfLine(), true, startLine, startColumn, start);
            case '"':
                return string(startLine, startColumn, start);
            case '$':
                return nag(startLine, startColumn, start);
            default:
                return symbol(c, startLine, startColumn, start);
        }
    }

    private String skipRestOfLine() {
        StringBuilder sb = new StringBuilder();
        int c;
        while ((c = read()) >= 0 && c != '\n') {
            sb.append((char) c);
        }
        return sb.toString();
    }

    private PgnToken braceComment(int startLine, int startColumn, long start) {
        StringBuilder sb = new StringBuilder();
        int c;
        while ((c = read()) >= 0 && c != '}') {
            sb.append((char) c);
        }
        return new PgnToken(PgnToken.Kind.COMMENT, sb.toString(), c == '}', startLine, startColumn, start);
    }

    /** A tag value: backslash escapes '"' and '\'; a line break or the end of input leaves it unclosed. */
    private PgnToken string(int startLine, int startColumn, long start) {
        StringBuilder sb = new StringBuilder();
        while (true) {
            int c = read();
            if (c < 0 || c == '\n') {
                return new PgnToken(PgnToken.Kind.STRING, sb.toString(), false, startLine, startColumn, start);
            }
            if (c == '"') {
                return new PgnToken(PgnToken.Kind.STRING, sb.toString(), true, startLine, startColumn, start);
            }
            if (c == '\\') {
                int escaped = read();
                if (escaped == '"' || escaped == '\\') {
                    c = escaped;
                } else {
                    // A lone backslash stands for itself; what follows is read normally.
                    if (escaped != '\n') {
                        unread(escaped);
                    } else {
                        return new PgnToken(PgnToken.Kind.STRING, sb.append('\\').toString(), false, startLine,
                                startColumn, start);
                    }
                }
            }
            sb.append((char) c);
        }
    }

    private PgnToken nag(int startLine, int startColumn, long start) {
        StringBuilder sb = new StringBuilder();
        int c;
        while ((c = read()) >= '0' && c <= '9') {
            sb.append((char) c);
        }
        unreadUnlessBreak(c);
        return new PgnToken(PgnToken.Kind.NAG, sb.toString(), true, startLine, startColumn, start);
    }

    private PgnToken symbol(int first, int startLine, int startColumn, long start) {
        StringBuilder sb = new StringBuilder().append((char) first);
        int c;
        while ((c = read()) >= 0 && !isSpace(c) && DELIMITERS.indexOf(c) < 0) {
            sb.append((char) c);
        }
        unreadUnlessBreak(c);
        return new PgnToken(PgnToken.Kind.SYMBOL, sb.toString(), true, startLine, startColumn, start);
    }

    /** Spaces (including line breaks) ending a token carry no meaning, so only delimiters go back. */
    private void unreadUnlessBreak(int c) {
        if (c >= 0 && !isSpace(c)) {
            unread(c);
        }
    }
}
