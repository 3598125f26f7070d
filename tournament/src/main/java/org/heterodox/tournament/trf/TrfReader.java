package org.heterodox.tournament.trf;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.heterodox.tournament.Colour;
import org.heterodox.tournament.Entrant;
import org.heterodox.tournament.Outcome;
import org.heterodox.tournament.RoundResult;
import org.heterodox.tournament.pairing.ForbiddenPair;

/**
 * Reads FIDE TRF16 reports (with the XXR, XXC and XXP extensions of JaVaFo and bbpPairings). Player
 * lines are read by their columns; each round takes ten columns from column 92: the opponent's
 * number, the colour, the result code. Rounds after the last one with a game result are not played
 * yet (a pairing without results there is ignored; a bye there announces an absence from the next round);
 * one left blank before it (a late entry) counts as a zero-point bye. Anything malformed or
 * inconsistent (an unknown opponent, two players disagreeing about their game) is a
 * {@link TrfException} naming the line.
 */
public final class TrfReader {
    static final int FIRST_ROUND_COLUMN = 91; // 0-based column of round 1's opponent field
    static final int ROUND_WIDTH = 10;
    static final int MAX_ROUNDS = 99;
    static final int MAX_PLAYERS = 9999;

    private TrfReader() {
    }

    public static TrfTournament read(String text) {
        if (text == null) {
            throw new TrfException("no TRF text");
        }
        String[] lines = text.split("\r\n|\r|\n", -1);
        List<TrfTournament.Header> headers = new ArrayList<>();
        Integer rounds = null;
        Colour initial = null;
        List<int[]> forbiddenNumbers = new ArrayList<>();
        List<RawPlayer> raw = new ArrayList<>();
        for (int i = 0; i < lines.length; i++) {
            String line = lines[i];
            int number = i + 1;
            if (line.isBlank()) {
                continue;
            }
            if (line.length() < 3) {
                throw new TrfException(number, "a line starts with a three-character code, not '" + line.trim() + "'");
            }
            String code = line.substring(0, 3);
            String rest = line.length() > 4 ? line.substring(4) : "";
            switch (code) {
                case "001" -> raw.add(player(line, number));
                case "XXR" -> rounds = integer(rest.trim(), number, "the number of rounds (XXR)", 1, MAX_ROUNDS);
                case "XXC" -> {
                    String value = rest.trim().toLowerCase(java.util.Locale.ROOT);
                    if (value.startsWith("white1")) {
                        initial = Colour.WHITE;
                    } else if (value.startsWith("black1")) {
                        initial = Colour.BLACK;
                    } else {
                        throw new TrfException(number, "XXC must be white1 or black1, not '" + abbreviate(rest.trim()) + "'");
                    }
                }
                case "XXP" -> {
                    String[] parts = rest.trim().split("\\s+");
                    if (parts.length != 2) {
                        throw new TrfException(number, "XXP names two players' numbers");
                    }
                    forbiddenNumbers.add(new int[] {integer(parts[0], number, "a player number", 1, MAX_PLAYERS),
                            integer(parts[1], number, "a player number", 1, MAX_PLAYERS)});
                }
                default -> {
                    if (!code.matches("[0-9A-Z]{3}")) {
                        throw new TrfException(number, "'" + abbreviate(code) + "' is not a TRF line code");
                    }
                    headers.add(new TrfTournament.Header(code, printable(rest)));
                }
            }
        }
        return assemble(headers, rounds, initial, forbiddenNumbers, raw);
    }

    /** A player line as written, before the rounds are checked against the opponents' lines. */
    private record RawPlayer(int line, int number, String sex, String title, String name, int rating,
                             String federation, String fideId, String birth, Integer points, int rank,
                             List<RawRound> rounds) {
    }

    private record RawRound(int opponent, char colour, char result) {
        boolean blank() {
            return opponent == 0 && colour == ' ' && result == ' ';
        }
    }

    private static RawPlayer player(String line, int lineNumber) {
        int number = integer(field(line, 4, 8).trim(), lineNumber, "the starting rank", 1, MAX_PLAYERS);
        String sex = printable(field(line, 9, 10).trim());
        String title = printable(field(line, 10, 13).trim());
        String name = printable(field(line, 14, 47).trim());
        String ratingText = field(line, 48, 52).trim();
        int rating = ratingText.isEmpty() ? 0 : integer(ratingText, lineNumber, "the rating", 0, 9999);
        String federation = printable(field(line, 53, 56).trim());
        String fideId = printable(field(line, 57, 68).trim());
        String birth = printable(field(line, 69, 79).trim());
        String pointsText = field(line, 80, 84).trim();
        Integer points = pointsText.isEmpty() ? null : halfPoints(pointsText, lineNumber);
        String rankText = field(line, 85, 89).trim();
        int rank = rankText.isEmpty() ? 0 : integer(rankText, lineNumber, "the rank", 0, MAX_PLAYERS);
        List<RawRound> rounds = new ArrayList<>();
        for (int start = FIRST_ROUND_COLUMN; start < line.length(); start += ROUND_WIDTH) {
            if (rounds.size() >= MAX_ROUNDS) {
                throw new TrfException(lineNumber, "more than " + MAX_ROUNDS + " rounds");
            }
            String opponentText = field(line, start, start + 4).trim();
            char colour = charAt(line, start + 5);
            char result = charAt(line, start + 7);
            int opponent = opponentText.isEmpty() ? 0
                    : integer(opponentText, lineNumber, "round " + (rounds.size() + 1) + "'s opponent", 0, MAX_PLAYERS);
            if (colour != ' ' && colour != '-' && Character.toLowerCase(colour) != 'w' && Character.toLowerCase(colour) != 'b') {
                throw new TrfException(lineNumber, "round " + (rounds.size() + 1) + ": the colour must be w, b or -, not '"
                        + colour + "'");
            }
            if (result != ' ' && Outcome.ofTrf(result) == null && result != '+' && result != '-') {
                throw new TrfException(lineNumber, "round " + (rounds.size() + 1) + ": '" + result
                        + "' is not a TRF result code");
            }
            rounds.add(new RawRound(opponent, colour, result));
        }
        while (!rounds.isEmpty() && rounds.get(rounds.size() - 1).blank()) {
            rounds.remove(rounds.size() - 1);
        }
        return new RawPlayer(lineNumber, number, sex, title, name, rating, federation, fideId, birth, points, rank,
                rounds);
    }

    private static TrfTournament assemble(List<TrfTournament.Header> headers, Integer rounds, Colour initial,
                                          List<int[]> forbiddenNumbers, List<RawPlayer> raw) {
        Map<Integer, RawPlayer> byNumber = new HashMap<>();
        for (RawPlayer p : raw) {
            if (byNumber.put(p.number(), p) != null) {
                throw new TrfException(p.line(), "two players have the starting rank " + p.number());
            }
        }
        // A round is complete for reading when some player has a result in it; the last round may be paired only.
        // Rounds played: up to the last one with a game or a pairing-allocated bye. Byes written after it
        // announce absences for the round to pair.
        int decided = 0;
        for (RawPlayer p : raw) {
            for (int r = 0; r < p.rounds().size(); r++) {
                RawRound round = p.rounds().get(r);
                if (round.result() != ' ' && (round.opponent() > 0 || round.result() == 'U' || round.result() == '+')) {
                    decided = Math.max(decided, r + 1);
                }
            }
        }
        List<Integer> absentNext = new ArrayList<>();
        for (RawPlayer p : raw) {
            for (int r = decided; r < p.rounds().size(); r++) {
                RawRound round = p.rounds().get(r);
                if (r == decided && round.opponent() == 0 && !round.blank()) {
                    absentNext.add(p.number());
                }
            }
        }
        List<TrfPlayer> players = new ArrayList<>();
        for (RawPlayer p : raw) {
            List<RoundResult> results = new ArrayList<>();
            for (int r = 0; r < decided; r++) {
                RawRound round = r < p.rounds().size() ? p.rounds().get(r) : new RawRound(0, ' ', ' ');
                results.add(result(p, r + 1, round, byNumber));
            }
            Entrant entrant = new Entrant(p.number(), p.name(), p.rating(), results);
            players.add(new TrfPlayer(entrant, p.sex(), p.title(), p.federation(), p.fideId(), p.birth(), p.points(),
                    p.rank()));
        }
        List<ForbiddenPair> forbidden = new ArrayList<>();
        for (int[] pair : forbiddenNumbers) {
            if (!byNumber.containsKey(pair[0]) || !byNumber.containsKey(pair[1]) || pair[0] == pair[1]) {
                throw new TrfException("XXP " + pair[0] + " " + pair[1] + ": names no two different players of the report");
            }
            forbidden.add(new ForbiddenPair(pair[0], pair[1]));
        }
        if (rounds != null && rounds < decided) {
            throw new TrfException("XXR says " + rounds + " rounds, but results go to round " + decided);
        }
        return new TrfTournament(headers, rounds, initial, forbidden, players, absentNext);
    }

    private static RoundResult result(RawPlayer p, int round, RawRound raw, Map<Integer, RawPlayer> byNumber) {
        if (raw.blank()) {
            return RoundResult.without(Outcome.ZERO_POINT_BYE);
        }
        if (raw.opponent() == 0) {
            Outcome outcome = switch (raw.result()) {
                case 'U', '+' -> Outcome.PAIRING_BYE;
                case 'F', 'W', '1' -> Outcome.FULL_POINT_BYE;
                case 'H', '=', 'D' -> Outcome.HALF_POINT_BYE;
                case 'Z', '-', '0', 'L', ' ' -> Outcome.ZERO_POINT_BYE;
                default -> throw new TrfException(p.line(), "round " + round + ": '" + raw.result()
                        + "' is not a result without an opponent");
            };
            return RoundResult.without(outcome);
        }
        RawPlayer opponent = byNumber.get(raw.opponent());
        if (opponent == null) {
            throw new TrfException(p.line(), "round " + round + ": opponent " + raw.opponent() + " has no player line");
        }
        if (raw.opponent() == p.number()) {
            throw new TrfException(p.line(), "round " + round + ": a player cannot meet themselves");
        }
        Colour colour = switch (Character.toLowerCase(raw.colour())) {
            case 'w' -> Colour.WHITE;
            case 'b' -> Colour.BLACK;
            default -> throw new TrfException(p.line(), "round " + round + ": a game against " + raw.opponent()
                    + " needs a colour");
        };
        Outcome outcome = Outcome.ofTrf(raw.result());
        if (outcome == null || !outcome.hasOpponent()) {
            throw new TrfException(p.line(), "round " + round + ": '" + raw.result()
                    + "' is not the result of a game against " + raw.opponent()
                    + (raw.result() == ' ' ? " (only the last round may wait for results)" : ""));
        }
        RawRound other = round <= opponent.rounds().size() ? opponent.rounds().get(round - 1) : null;
        if (other == null || other.opponent() != p.number()) {
            throw new TrfException(p.line(), "round " + round + ": player " + raw.opponent()
                    + "'s line does not have this game against " + p.number());
        }
        Outcome theirs = Outcome.ofTrf(other.result());
        boolean coloursAgree = Character.toLowerCase(other.colour()) != Character.toLowerCase(raw.colour());
        boolean resultsAgree = theirs != null && theirs.hasOpponent()
                && (theirs == outcome.mirrored() || (outcome == Outcome.FORFEIT_LOSS && theirs == Outcome.FORFEIT_LOSS));
        if (!coloursAgree || !resultsAgree) {
            throw new TrfException(p.line(), "round " + round + ": players " + p.number() + " and " + raw.opponent()
                    + " disagree about their game");
        }
        return new RoundResult(raw.opponent(), colour, outcome);
    }

    /**
     * A text field without control and format characters (NUL, terminal escapes, bidirectional overrides):
     * names end up in pages, logs and terminals, where such characters would hide or forge text.
     */
    static String printable(String text) {
        StringBuilder kept = null;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            int type = Character.getType(c);
            boolean hidden = type == Character.CONTROL || type == Character.FORMAT;
            if (hidden && kept == null) {
                kept = new StringBuilder(text.length()).append(text, 0, i);
            } else if (!hidden && kept != null) {
                kept.append(c);
            }
        }
        return kept == null ? text : kept.toString().trim();
    }

    private static String field(String line, int from, int to) {
        if (from >= line.length()) {
            return "";
        }
        return line.substring(from, Math.min(to, line.length()));
    }

    private static char charAt(String line, int index) {
        return index < line.length() ? line.charAt(index) : ' ';
    }

    private static int integer(String text, int line, String what, int min, int max) {
        if (text.isEmpty() || text.length() > 6 || !text.chars().allMatch(Character::isDigit)) {
            throw new TrfException(line, what + " must be a number, not '" + abbreviate(text) + "'");
        }
        int value = Integer.parseInt(text);
        if (value < min || value > max) {
            throw new TrfException(line, what + " must be from " + min + " to " + max + ", not " + value);
        }
        return value;
    }

    private static int halfPoints(String text, int line) {
        if (!text.matches("[0-9]{1,3}(\\.[05])?")) {
            throw new TrfException(line, "the points must be written like 3.5, not '" + abbreviate(text) + "'");
        }
        int dot = text.indexOf('.');
        int whole = Integer.parseInt(dot < 0 ? text : text.substring(0, dot));
        return whole * 2 + (dot >= 0 && text.endsWith("5") ? 1 : 0);
    }

    private static String abbreviate(String text) {
        return text.length() > 20 ? text.substring(0, 20) + "..." : text;
    }
}
