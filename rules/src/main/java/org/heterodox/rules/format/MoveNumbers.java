package org.heterodox.rules.format;

/** Move numbers in PGN movetext, as the reader strips them from the token that follows. */
final class MoveNumbers {
    private MoveNumbers() {
    }

    /**
     * A token without its move number: {@code 12.}, {@code 12...}, {@code 12} and a lone {@code ...} give
     * null (nothing left), {@code 12.e4} gives {@code e4}, and a token that is no move number (castling
     * written {@code 0-0}) comes back as it is. A loop: the regex it replaced cost a matcher per number.
     */
    static String strip(String text) {
        int digits = 0;
        while (digits < text.length() && text.charAt(digits) >= '0' && text.charAt(digits) <= '9') {
            digits++;
        }
        if (digits == text.length()) {
            return null;
        }
        int dots = digits;
        while (dots < text.length() && text.charAt(dots) == '.') {
            dots++;
        }
        if (dots == digits) {
            return text;
        }
        return dots == text.length() ? null : text.substring(dots);
    }
}
