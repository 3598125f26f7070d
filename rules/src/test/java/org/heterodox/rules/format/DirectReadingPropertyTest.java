package org.heterodox.rules.format;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.heterodox.rules.GameDefinition;
import org.heterodox.rules.Move;
import org.heterodox.rules.MoveList;
import org.heterodox.rules.Position;
import org.heterodox.rules.Variant;
import org.heterodox.rules.Variants;
import org.junit.jupiter.api.Test;

/**
 * The shortcut of {@link MoveReader} ({@link MoveNotation#readDirect}: SAN read against the board
 * without the legal-move list) reads every text as the general reading does: the same move and
 * notation, or the same refusal. Checked along seeded random games of every game, on the record
 * notation's own writing of each legal move, the other forms a record may hold (no check sign, no
 * capture sign, extra or missing disambiguation, castling with zeros, lowercase), and random
 * mutations of them: some hundred thousand texts.
 */
class DirectReadingPropertyTest {
    private static final String ALPHABET = "NBRQKPabcdefgh12345678xO0-=+#!?@: ";

    @Test
    void theShortcutReadsLikeTheGeneralReading() throws Exception {
        Random random = new Random(43);
        int texts = 0;
        int direct = 0;
        for (GameDefinition definition : Variants.builtIn()) {
            List<Variant> variants = new ArrayList<>();
            variants.add(Variants.of(definition.name()));
            for (String option : definition.options()) {
                variants.add(Variants.of(definition.name() + ":" + option));
            }
            for (Variant variant : variants) {
                MoveNotation record = variant.notations().get(0);
                for (int game = 0; game < 3; game++) {
                    Position position = variant.startPosition();
                    MoveList moves = new MoveList();
                    for (int ply = 0; ply < 60; ply++) {
                        position.generatePlayed(moves);
                        if (moves.isEmpty()) {
                            break;
                        }
                        // Five moves of each position, drawn at random (every legal move would take minutes).
                        for (int pick = 0; pick < 5; pick++) {
                            int move = moves.get(random.nextInt(moves.size()));
                            if (Move.isAnnouncement(move)) {
                                continue;
                            }
                            String written = record.format(position, move);
                            for (String text : forms(written, random)) {
                                texts++;
                                if (record.readDirect(position, text) != Move.NONE) {
                                    direct++;
                                }
                                assertSameReading(position, text, variant);
                            }
                        }
                        position.make(moves.get(random.nextInt(moves.size())));
                    }
                }
            }
        }
        assertThat(texts).isGreaterThan(50_000);
        assertThat(direct).as("the shortcut is taken").isGreaterThan(5_000);
    }

    private static void assertSameReading(Position position, String text, Variant variant) {
        String general = outcome(() -> MoveReader.readWithoutShortcut(position, text, null, MoveReader.Accept.PLAYED));
        String shortcut = outcome(() -> MoveReader.read(position, text, null, MoveReader.Accept.PLAYED));
        assertThat(shortcut).as("%s '%s' in %s", variant.spec(), text, position.toFen()).isEqualTo(general);
        int direct = variant.notations().get(0).readDirect(position, text);
        if (direct != Move.NONE) {
            assertThat(general).as("%s '%s' in %s", variant.spec(), text, position.toFen())
                    .isEqualTo(direct + " " + variant.notations().get(0).name());
        }
    }

    private interface Reading {
        MoveReader.ReadMove read() throws FormatException;
    }

    private static String outcome(Reading reading) {
        try {
            MoveReader.ReadMove read = reading.read();
            return read.move() + " " + read.notation().name();
        } catch (FormatException e) {
            return "refused: " + e.getMessage();
        }
    }

    /** The writing, forms a record may hold instead, and a few random mutations. */
    private static List<String> forms(String written, Random random) {
        List<String> forms = new ArrayList<>();
        forms.add(written);
        String body = written.replaceAll("[+#]+$", "");
        forms.add(body);
        forms.add(body + "!?");
        forms.add(body.replace("x", ""));
        forms.add(body.replace("O", "0"));
        forms.add(body.toLowerCase());
        if (body.length() > 2 && Character.isUpperCase(body.charAt(0)) && body.charAt(1) != '@') {
            forms.add(body.charAt(0) + "x" + body.substring(1));
            forms.add(body.charAt(0) + "" + "abcdefgh".charAt(random.nextInt(8)) + body.substring(1));
            forms.add(body.charAt(0) + "" + (1 + random.nextInt(8)) + body.substring(1));
        }
        if (body.matches("[a-h][1-8]")) {
            forms.add(body.charAt(0) + "x" + body);
        }
        for (int i = 0; i < 3; i++) {
            forms.add(mutate(written, random));
        }
        return forms;
    }

    private static String mutate(String text, Random random) {
        StringBuilder sb = new StringBuilder(text);
        int edits = 1 + random.nextInt(2);
        for (int e = 0; e < edits; e++) {
            int at = sb.length() == 0 ? 0 : random.nextInt(sb.length());
            char c = ALPHABET.charAt(random.nextInt(ALPHABET.length()));
            switch (random.nextInt(3)) {
                case 0 -> sb.insert(at, c);
                case 1 -> {
                    if (sb.length() > 0) {
                        sb.deleteCharAt(at);
                    }
                }
                default -> {
                    if (sb.length() > 0) {
                        sb.setCharAt(at, c);
                    }
                }
            }
        }
        return sb.toString();
    }
}
