package org.heterodox.engine.problem;

import java.util.LinkedHashMap;
import java.util.Map;

/** The hand field of an SFEN ({@code 2Pb}, {@code -}) as counts by letter, and back in the SFEN order. */
final class ShogiHand {
    private static final String ORDER = "KRBGSNLPkrbgsnlp";

    private ShogiHand() {
    }

    static Map<Character, Integer> read(String field) {
        Map<Character, Integer> hand = new LinkedHashMap<>();
        if (field.equals("-")) {
            return hand;
        }
        int count = 0;
        for (char c : field.toCharArray()) {
            if (Character.isDigit(c)) {
                count = count * 10 + (c - '0');
            } else {
                hand.merge(c, count == 0 ? 1 : count, Integer::sum);
                count = 0;
            }
        }
        return hand;
    }

    static String write(Map<Character, Integer> hand) {
        StringBuilder sb = new StringBuilder();
        for (char c : ORDER.toCharArray()) {
            int count = hand.getOrDefault(c, 0);
            if (count > 0) {
                sb.append(count > 1 ? String.valueOf(count) : "").append(c);
            }
        }
        return sb.length() == 0 ? "-" : sb.toString();
    }
}
