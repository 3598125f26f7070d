package org.heterodox.rules.format;

import java.util.Random;

/** Random texts and random edits of valid texts, for the parsers' fuzz tests. */
final class TextMutations {
    private TextMutations() {
    }

    /** A random edit: replace, insert, delete, duplicate or swap characters, or cut the text. */
    static String mutate(String text, String alphabet, Random random) {
        StringBuilder sb = new StringBuilder(text);
        int edits = 1 + random.nextInt(4);
        for (int e = 0; e < edits; e++) {
            int at = sb.length() == 0 ? 0 : random.nextInt(sb.length());
            char c = random.nextInt(20) == 0 ? (char) random.nextInt(0x3000) : alphabet.charAt(random.nextInt(alphabet.length()));
            switch (random.nextInt(6)) {
                case 0 -> {
                    if (sb.length() > 0) {
                        sb.setCharAt(at, c);
                    }
                }
                case 1 -> sb.insert(at, c);
                case 2 -> {
                    if (sb.length() > 0) {
                        sb.deleteCharAt(at);
                    }
                }
                case 3 -> {
                    int end = Math.min(sb.length(), at + 1 + random.nextInt(12));
                    sb.insert(at, sb.substring(at, end));
                }
                case 4 -> {
                    int other = sb.length() == 0 ? 0 : random.nextInt(sb.length());
                    if (sb.length() > 0) {
                        char a = sb.charAt(at);
                        sb.setCharAt(at, sb.charAt(other));
                        sb.setCharAt(other, a);
                    }
                }
                default -> sb.setLength(at);
            }
        }
        return sb.toString();
    }

    static String randomText(String alphabet, int maxLength, Random random) {
        StringBuilder sb = new StringBuilder();
        for (int i = random.nextInt(maxLength + 1); i > 0; i--) {
            sb.append(alphabet.charAt(random.nextInt(alphabet.length())));
        }
        return sb.toString();
    }
}
