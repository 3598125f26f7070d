package org.heterodox.engine.problem.popeye;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Random;
import org.heterodox.rules.format.FormatException;
import org.junit.jupiter.api.Test;

/**
 * Popeye input mutated at random (seeded): every text is read into problems and refusals, or refused
 * whole with a FormatException; never another exception. Each problem read has a position its game
 * reads, and the writer writes it back to the same problem.
 */
class PopeyeReaderFuzzTest {
    private static final List<String> SEEDS = List.of(PopeyeReaderTest.ALICE, """
            AnfangProblem
            Autor Anonym
            Steine Weiss Ke1 Th1 Ta1 Dd1 Schwarz Ke8 Sg8 Bh7
            Forderung h#2
            Option KeineRochade a1 WeissBeginnt Varianten
            WeiteresProblem
            Steine Weiss Kb6 Dc2 Schwarz Ka8
            Forderung #2
            EndeProblem
            """, """
            BeginProblem
            Title A selfmate
            Pieces White Kh1 Qg4 Black Ka3 Pa2b4
            Stipulation s#2
            Option Try NoBoard MaxSolutions 2 NoCastling e1
            NextProblem
            Pieces White Ke1 Ra1 Rh1 Black Ke8 Condition AliceChess Stipulation h#2.5
            EndProblem
            """);
    private static final String ALPHABET = "#hs.5 12\n\tKQRBSPkqrbsp abcdefgh18|AliceBWhiteBlackOptionPiecesStip";

    @Test
    void mutatedInputIsReadOrRefusedCleanly() {
        Random random = new Random(20261128);
        int problems = 0;
        int refusals = 0;
        int refusedWhole = 0;
        for (int i = 0; i < 2_000; i++) {
            String text = mutate(SEEDS.get(random.nextInt(SEEDS.size())), random);
            List<PopeyeReader.Entry> entries;
            try {
                entries = PopeyeReader.read(text);
            } catch (FormatException e) {
                assertThat(e.getMessage()).as(text).isNotBlank();
                refusedWhole++;
                continue;
            }
            for (PopeyeReader.Entry entry : entries) {
                assertThat(entry.problem() == null).as(text).isNotEqualTo(entry.error() == null);
                if (entry.error() != null) {
                    assertThat(entry.error().getMessage()).as(text).startsWith("problem " + entry.number() + ":");
                    refusals++;
                    continue;
                }
                PopeyeProblem problem = entry.problem();
                assertThat(problem.position().toFen()).as(text).isNotBlank();
                if (PopeyeWriter.writable(problem.variant(), problem.fen(), problem.stipulation())) {
                    String written = PopeyeWriter.write(problem.variant(), problem.fen(), problem.stipulation(),
                            problem.author(), problem.origin(), problem.title());
                    try {
                        PopeyeProblem back = PopeyeReader.readAll(written).get(0);
                        assertThat(back.position().toFen()).as(written).isEqualTo(problem.position().toFen());
                        assertThat(back.stipulation()).as(written).isEqualTo(problem.stipulation());
                    } catch (FormatException e) {
                        throw new AssertionError("written back unreadably: " + written, e);
                    }
                }
                problems++;
            }
        }
        assertThat(problems).isGreaterThan(200);
        assertThat(refusals).isGreaterThan(200);
        assertThat(refusedWhole).isGreaterThan(4);
    }

    private static String mutate(String text, Random random) {
        StringBuilder sb = new StringBuilder(text);
        int edits = 1 + random.nextInt(4);
        for (int e = 0; e < edits; e++) {
            int at = sb.isEmpty() ? 0 : random.nextInt(sb.length());
            switch (random.nextInt(4)) {
                case 0 -> sb.insert(at, ALPHABET.charAt(random.nextInt(ALPHABET.length())));
                case 1 -> {
                    if (!sb.isEmpty()) {
                        sb.deleteCharAt(at);
                    }
                }
                case 2 -> {
                    if (!sb.isEmpty()) {
                        sb.setCharAt(at, ALPHABET.charAt(random.nextInt(ALPHABET.length())));
                    }
                }
                default -> {
                    // a word moved elsewhere
                    int end = Math.min(sb.length(), at + 1 + random.nextInt(8));
                    String cut = sb.substring(at, end);
                    sb.delete(at, end);
                    sb.insert(sb.isEmpty() ? 0 : random.nextInt(sb.length() + 1), cut);
                }
            }
        }
        return sb.toString();
    }
}
