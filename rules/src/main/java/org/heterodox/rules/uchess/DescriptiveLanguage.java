package org.heterodox.rules.uchess;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.heterodox.rules.chess.Piece;

/**
 * The two spellings of descriptive notation (docs/rules.md#u-chess-notations): English ({@code P-K4}, {@code NxB},
 * {@code KN-KB3}, {@code O-O}, {@code P=Q}) and the Latin form of the Italian federation (pieces
 * R D T A C P for K Q R B N P, files T C A D R, rank before file: {@code P4R}, {@code C3AR},
 * {@code 0-0}, {@code P=D}). Writes a {@link Writing} and reads text into every writing it can mean.
 *
 * <p>Qualifiers: a pawn is qualified by the file it stands on ({@code KBP}, Latin {@code PAR}), a
 * rook, knight or bishop by the half of the board ({@code KN} = a knight on the e- to h-files,
 * Latin {@code CR}), and any piece by its square in parentheses ({@code R(QR1)}, Latin {@code T(1TD)}).
 */
public enum DescriptiveLanguage {
    ENGLISH(".PNBRQK", new String[] {"QR", "QN", "QB", "Q", "K", "KB", "KN", "KR"},
            new String[] {"R", "N", "B", "Q", "K", "B", "N", "R"}, "Q", "K", "O-O", "O-O-O"),
    LATIN(".PCATDR", new String[] {"TD", "CD", "AD", "D", "R", "AR", "CR", "TR"},
            new String[] {"T", "C", "A", "D", "R", "A", "C", "T"}, "D", "R", "0-0", "0-0-0");

    private final String pieceLetters;
    private final String[] fullFiles;
    private final String[] shortFiles;
    private final String queenHalf;
    private final String kingHalf;
    private final String castleShort;
    private final String castleLong;

    DescriptiveLanguage(String pieceLetters, String[] fullFiles, String[] shortFiles, String queenHalf,
            String kingHalf, String castleShort, String castleLong) {
        this.pieceLetters = pieceLetters;
        this.fullFiles = fullFiles;
        this.shortFiles = shortFiles;
        this.queenHalf = queenHalf;
        this.kingHalf = kingHalf;
        this.castleShort = castleShort;
        this.castleLong = castleLong;
    }

    /** "English" or "Latin", for messages. */
    public String displayName() {
        return this == ENGLISH ? "English" : "Latin";
    }

    public char letter(int type) {
        return pieceLetters.charAt(type);
    }

    /** The castling sign: {@code O-O}/{@code O-O-O} in English, {@code 0-0}/{@code 0-0-0} in Latin. */
    public String castling(boolean kingSide) {
        return kingSide ? castleShort : castleLong;
    }

    // ----- writing -----

    public String write(Writing w) {
        if (w.castle() != 0) {
            return w.castle() == Writing.KING_SIDE ? castleShort : castleLong;
        }
        StringBuilder sb = new StringBuilder();
        appendPiece(sb, w.piece(), w.moverFiles(), w.moverRank());
        if (w.capture()) {
            sb.append('x');
            appendPiece(sb, w.target(), w.targetFiles(), w.targetRank());
        } else if (w.destRank() > 0) {
            if (this == ENGLISH) {
                sb.append('-').append(fileName(w.destFiles())).append(w.destRank());
            } else {
                sb.append(w.destRank()).append(fileName(w.destFiles()));
            }
        }
        if (w.promotion() != 0) {
            sb.append('=').append(letter(w.promotion()));
        }
        return sb.toString();
    }

    private void appendPiece(StringBuilder sb, int type, int files, int rank) {
        String qualifier = "";
        if (rank == 0 && files != Writing.ANY_FILE) {
            qualifier = files == Writing.QUEEN_HALF ? queenHalf : files == Writing.KING_HALF ? kingHalf : fileName(files);
        }
        if (this == ENGLISH) {
            sb.append(qualifier).append(letter(type));
        } else {
            sb.append(letter(type)).append(qualifier);
        }
        if (rank > 0) {
            sb.append('(').append(square(files, rank)).append(')');
        }
    }

    private String square(int files, int rank) {
        return this == ENGLISH ? fileName(files) + rank : rank + fileName(files);
    }

    /** The name of a single file (full name) or of a mirrored pair (short name). */
    String fileName(int files) {
        int file = Integer.numberOfTrailingZeros(files);
        return Integer.bitCount(files) == 1 ? fullFiles[file] : shortFiles[file];
    }

    // ----- reading -----

    /**
     * Every writing {@code text} can mean in this language (several when a qualifier can be read
     * two ways); empty when it is no writing of this language. Case, spaces and hyphens do not
     * matter; check and annotation signs and {@code e.p.} are ignored.
     */
    public List<Writing> read(String text) {
        String s = normalize(text);
        List<Writing> out = new ArrayList<>();
        if (s.isEmpty() || mixesCase(text)) {
            return out;
        }
        if (s.matches("[O0]{2,3}")) {
            out.add(Writing.castling(s.length() == 2 ? Writing.KING_SIDE : Writing.QUEEN_SIDE));
            return out;
        }
        for (Part mover : pieces(s, 0)) {
            if (mover.end < s.length() && s.charAt(mover.end) == 'X') {
                for (Part target : pieces(s, mover.end + 1)) {
                    Writing w = new Writing(0, mover.type, mover.files, mover.rank, true, target.type, target.files,
                            target.rank, Writing.ANY_FILE, 0, 0);
                    addWithPromotion(out, s, target.end, w);
                }
            } else {
                if (mover.type == Piece.PAWN) {
                    addWithPromotion(out, s, mover.end, Writing.quiet(Piece.PAWN, Writing.ANY_FILE, 0, 0)
                            .withMover(mover.files, mover.rank), true);
                }
                for (Part dest : squares(s, mover.end)) {
                    Writing w = new Writing(0, mover.type, mover.files, mover.rank, false, 0, Writing.ANY_FILE, 0,
                            dest.files, dest.rank, 0);
                    addWithPromotion(out, s, dest.end, w);
                }
            }
        }
        return out;
    }

    private void addWithPromotion(List<Writing> out, String s, int at, Writing w) {
        addWithPromotion(out, s, at, w, false);
    }

    /** Adds {@code w} if the text ends at {@code at}, or with the promotion written from there. */
    private void addWithPromotion(List<Writing> out, String s, int at, Writing w, boolean promotionRequired) {
        if (at == s.length()) {
            if (!promotionRequired) {
                out.add(w);
            }
            return;
        }
        if (w.piece() != Piece.PAWN) {
            return;
        }
        String rest = s.substring(at);
        if (!rest.matches("[=/]?\\(?[A-Z]\\)?") || (rest.indexOf('(') >= 0) != (rest.indexOf(')') >= 0)) {
            return;
        }
        int type = pieceLetters.indexOf(rest.replaceAll("[=/()]", "").charAt(0));
        if (type < Piece.KNIGHT || type > Piece.QUEEN) {
            return;
        }
        out.add(new Writing(0, w.piece(), w.moverFiles(), w.moverRank(), w.capture(), w.target(), w.targetFiles(),
                w.targetRank(), w.destFiles(), w.destRank(), type));
    }

    /** A piece (with qualifiers), a square or a file name read from position {@code ..end}. */
    private record Part(int type, int files, int rank, int end) {
    }

    /** Every way to read a qualified piece at {@code i}. */
    private List<Part> pieces(String s, int i) {
        List<Part> plain = new ArrayList<>();
        if (i >= s.length()) {
            return plain;
        }
        int type = pieceLetters.indexOf(s.charAt(i));
        if (this == ENGLISH) {
            for (Part f : fileNames(s, i)) {
                if (f.end < s.length() && s.charAt(f.end) == 'P') {
                    plain.add(new Part(Piece.PAWN, f.files, 0, f.end + 1));
                }
            }
            char c = s.charAt(i);
            if ((c == 'K' || c == 'Q') && i + 1 < s.length()) {
                int qualified = pieceLetters.indexOf(s.charAt(i + 1));
                if (qualified >= Piece.KNIGHT && qualified <= Piece.ROOK) {
                    plain.add(new Part(qualified, c == 'K' ? Writing.KING_HALF : Writing.QUEEN_HALF, 0, i + 2));
                }
            }
            if (type > 0) {
                plain.add(new Part(type, Writing.ANY_FILE, 0, i + 1));
            }
        } else if (type > 0) {
            plain.add(new Part(type, Writing.ANY_FILE, 0, i + 1));
            if (type == Piece.PAWN) {
                for (Part f : fileNames(s, i + 1)) {
                    plain.add(new Part(type, f.files, 0, f.end));
                }
            } else if (type >= Piece.KNIGHT && type <= Piece.ROOK && i + 1 < s.length()) {
                char side = s.charAt(i + 1);
                if (side == kingHalf.charAt(0) || side == queenHalf.charAt(0)) {
                    plain.add(new Part(type, side == kingHalf.charAt(0) ? Writing.KING_HALF : Writing.QUEEN_HALF, 0,
                            i + 2));
                }
            }
        }
        List<Part> all = new ArrayList<>(plain);
        for (Part p : plain) {
            if (p.end >= s.length() || (s.charAt(p.end) != '(' && s.charAt(p.end) != '/')) {
                continue;
            }
            boolean paren = s.charAt(p.end) == '(';
            for (Part sq : squares(s, p.end + 1)) {
                int files = p.files & sq.files;
                if (files == 0) {
                    continue;
                }
                if (!paren) {
                    all.add(new Part(p.type, files, sq.rank, sq.end));
                } else if (sq.end < s.length() && s.charAt(sq.end) == ')') {
                    all.add(new Part(p.type, files, sq.rank, sq.end + 1));
                }
            }
        }
        return all;
    }

    /** Every way to read a square (file name and rank in this language's order) at {@code i}. */
    private List<Part> squares(String s, int i) {
        List<Part> out = new ArrayList<>();
        if (this == ENGLISH) {
            for (Part f : fileNames(s, i)) {
                if (f.end < s.length() && s.charAt(f.end) >= '1' && s.charAt(f.end) <= '8') {
                    out.add(new Part(0, f.files, s.charAt(f.end) - '0', f.end + 1));
                }
            }
        } else if (i < s.length() && s.charAt(i) >= '1' && s.charAt(i) <= '8') {
            for (Part f : fileNames(s, i + 1)) {
                out.add(new Part(0, f.files, s.charAt(i) - '0', f.end));
            }
        }
        return out;
    }

    /** Every file name (full or short) starting at {@code i}. */
    private List<Part> fileNames(String s, int i) {
        List<Part> out = new ArrayList<>();
        for (int file = 0; file < 8; file++) {
            if (s.startsWith(fullFiles[file], i)) {
                out.add(new Part(0, 1 << file, 0, i + fullFiles[file].length()));
            }
            if (file < 4 && !shortFiles[file].equals(fullFiles[file]) && s.startsWith(shortFiles[file], i)) {
                out.add(new Part(0, Writing.shortFiles(file), 0, i + shortFiles[file].length()));
            }
        }
        return out;
    }

    /** Upper case, no spaces or hyphens, no check, annotation or en passant marks. */
    static String normalize(String text) {
        return withoutMarks(text).toUpperCase(Locale.ROOT).replace(':', 'X').replace("-", "");
    }

    /** The text without spaces and without trailing check, annotation and en passant marks. */
    private static String withoutMarks(String text) {
        if (text == null) {
            return "";
        }
        return text.replaceAll("\\s+", "").replaceAll("(?i)([eE]\\.?[pP]\\.?|ch\\.?|[+#!?])+$", "");
    }

    /**
     * Whether the letters (other than the capture sign x) mix upper and lower case, as SAN does
     * ({@code Bb5}); descriptive writings are in one case ({@code B-N5}, {@code b-n5}), which
     * keeps a PGN reader from taking SAN {@code Bb5} for {@code B-B5}.
     */
    static boolean mixesCase(String text) {
        String letters = withoutMarks(text).replaceAll("[^A-Za-z]", "").replaceAll("[xX]", "");
        return !letters.equals(letters.toUpperCase(Locale.ROOT)) && !letters.equals(letters.toLowerCase(Locale.ROOT));
    }
}
