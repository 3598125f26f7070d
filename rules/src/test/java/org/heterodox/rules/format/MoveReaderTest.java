package org.heterodox.rules.format;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Random;
import java.util.stream.Stream;
import org.heterodox.rules.Move;
import org.heterodox.rules.MoveList;
import org.heterodox.rules.Position;
import org.heterodox.rules.Variant;
import org.heterodox.rules.Variants;
import org.heterodox.rules.chess.UciNotation;
import org.heterodox.rules.uchess.DescriptiveNotation;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** The one move reader: every notation of every game, the caller's preference, and errors that name what was tried. */
class MoveReaderTest {
    /** Moves checked per position and notation, drawn at random: all of them would take minutes for U-Chess. */
    private static final int SAMPLE = 8;

    static Stream<String> everyGameAndOption() {
        return Variants.all().stream().flatMap(game -> Stream.concat(Stream.of(game.name()),
                game.options().stream().map(option -> game.name() + ":" + option)));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("everyGameAndOption")
    void everyMoveWrittenInEveryNotationReadsBack(String spec) throws FormatException {
        Variant variant = Variants.of(spec);
        Position position = variant.startPosition();
        Random random = new Random(spec.hashCode());
        MoveList played = new MoveList();
        MoveList decisions = new MoveList();
        int checked = 0;
        for (int ply = 0; ply < 50; ply++) {
            position.generatePlayed(played);
            position.generate(decisions);
            if (played.isEmpty() || position.outcome().isOver()) {
                break;
            }
            for (MoveNotation notation : variant.notations()) {
                for (int k = 0; k < SAMPLE; k++) {
                    int move = played.get(random.nextInt(played.size()));
                    String text = notation.format(position, move);
                    assertThat(text.length()).as("the network's limit fits every move").isLessThanOrEqualTo(MoveReader.MAX_LENGTH);
                    MoveReader.ReadMove read = MoveReader.read(position, text, notation, MoveReader.Accept.PLAYED);
                    assertThat(read.move()).as("%s: %s '%s' in %s", spec, notation.name(), text, position.toFen())
                            .isEqualTo(move);
                    // Credited to the preferred notation, or to one that writes the move alike (Ambiguous
                    // Chess's announce notation writes a whole move in SAN but reads only squares).
                    assertThat(read.notation().format(position, move)).isEqualTo(text);
                    checked++;
                }
                for (int k = 0; k < SAMPLE; k++) {
                    int decision = decisions.get(random.nextInt(decisions.size()));
                    String text = notation.format(position, decision);
                    // An announcement (a square) may be read by another notation than the one that wrote it.
                    assertThat(MoveReader.read(position, text, notation, MoveReader.Accept.DECISION).move())
                            .as("%s: decision %s '%s' in %s", spec, notation.name(), text, position.toFen())
                            .isEqualTo(decision);
                }
            }
            position.make(decisions.get(random.nextInt(decisions.size())));
        }
        assertThat(checked).isGreaterThan(100);
    }

    @Test
    void anIllegalMoveNamesEveryNotationTriedAndEachReason() throws FormatException {
        Position chess = Variants.of("chess").startPosition();
        assertThatThrownBy(() -> MoveReader.read(chess, "e5"))
                .isInstanceOf(UnreadableMoveException.class)
                .hasMessageStartingWith("illegal move 'e5' in position ")
                .hasMessageEndingWith("; notations tried: san, uci")
                .satisfies(e -> {
                    UnreadableMoveException error = (UnreadableMoveException) e;
                    assertThat(error.token()).isEqualTo("e5");
                    assertThat(error.attempts()).extracting(UnreadableMoveException.Attempt::notation)
                            .containsExactly("san", "uci");
                    assertThat(error.attempts().get(1).reason()).contains("is not a UCI move");
                });
        Position shogi = Variants.of("shogi").startPosition();
        assertThatThrownBy(() -> MoveReader.read(shogi, "e4")).hasMessageEndingWith("; notations tried: western, usi");
    }

    @Test
    void thePreferredNotationIsTriedFirstAndNamedFirst() throws FormatException {
        // English RxP: Ra1xa5. Latin RxP: the king (re) takes e2.
        Position p = Variants.of("uchess").fromFen("7k/8/8/p7/8/8/4p3/R3K3 w - - 0 1");
        assertThat(UciNotation.write(MoveReader.read(p, "RxP"))).isEqualTo("a1a5");
        MoveReader.ReadMove latin = MoveReader.read(p, "RxP", DescriptiveNotation.LATIN, MoveReader.Accept.PLAYED);
        assertThat(UciNotation.write(latin.move())).isEqualTo("e1e2");
        assertThat(latin.notation()).isSameAs(DescriptiveNotation.LATIN);
        assertThatThrownBy(() -> MoveReader.read(p, "Q-Q8", DescriptiveNotation.LATIN, MoveReader.Accept.PLAYED))
                .hasMessageEndingWith("; notations tried: latin, descriptive, san, uci");
    }

    @Test
    void emptyTextIsRefusedUnreadAndSpacesOrCheckSignsAroundAMoveAreNot() throws FormatException {
        Position chess = Variants.of("chess").startPosition();
        assertThatThrownBy(() -> MoveReader.read(chess, "  ")).isInstanceOf(UnreadableMoveException.class)
                .hasMessage("the move is empty")
                .satisfies(e -> assertThat(((UnreadableMoveException) e).attempts()).isEmpty());
        assertThatThrownBy(() -> MoveReader.read(chess, null)).hasMessage("the move is empty");
        assertThat(UciNotation.write(MoveReader.read(chess, "  e4\t"))).isEqualTo("e2e4");
        assertThat(UciNotation.write(MoveReader.read(chess, "e4" + "+".repeat(100)))).isEqualTo("e2e4");
    }

    @Test
    void ambiguousChessReadsWholeMovesForRecordsAndDecisionsForPlayers() throws FormatException {
        Position p = Variants.of("ambiguous").startPosition();
        // A record holds the whole move; a player announces the square and may not choose their own piece.
        assertThat(UciNotation.write(MoveReader.read(p, "Nf3"))).isEqualTo("g1f3");
        int announcement = MoveReader.readDecision(p, "f3");
        assertThat(Move.isAnnouncement(announcement)).isTrue();
        assertThatThrownBy(() -> MoveReader.readDecision(p, "Nf3"))
                .isInstanceOf(UnreadableMoveException.class)
                .hasMessage("'Nf3' also takes your opponent's decision: on your turn enter f3; several of your moves"
                        + " reach it, and your opponent chooses which one is played");
        p.make(announcement);
        // Black chooses which of White's moves to f3 is played.
        int choice = MoveReader.readDecision(p, "Nf3");
        assertThat(UciNotation.write(choice)).isEqualTo("g1f3");
    }

    @Test
    void aKingDropWithNoKingInHandSaysSoInEveryNotation() throws FormatException {
        Position shogi = Variants.of("shogi").startPosition();
        assertThatThrownBy(() -> MoveReader.read(shogi, "K*5e")).isInstanceOf(UnreadableMoveException.class)
                .hasMessage("'K*5e' drops a king, but no king is in hand (Sente holds none); notations tried: western, usi");
        Position usiFirst = Variants.of("shogi").startPosition();
        assertThatThrownBy(() -> MoveReader.read(usiFirst, "K*5e", Variants.of("shogi").notation("usi"),
                MoveReader.Accept.PLAYED)).hasMessageContaining("no king is in hand (Sente holds none)");
        // Unachess: once the king is on the board, no other can be dropped (SAN and UCI alike).
        Position unachess = Variants.of("unachess").startPosition();
        unachess.make(MoveReader.read(unachess, "K@e1"));
        unachess.make(MoveReader.read(unachess, "K@e8"));
        assertThatThrownBy(() -> MoveReader.read(unachess, "K@d4"))
                .hasMessage("'K@d4' drops a king, but no king is in hand (White holds none); notations tried: san, uci");
        // A piece that is in hand is still explained by the notation's own rules.
        assertThatThrownBy(() -> MoveReader.read(Variants.of("shogi").startPosition(), "G-5e"))
                .hasMessageNotContaining("in hand");
    }

    @Test
    void aMoveAfterTheGameEndedSaysTheGameIsOverAndHow() throws FormatException {
        Position chess = Variants.of("chess").startPosition();
        for (String move : "f3 e5 g4 Qh4#".split(" ")) {
            chess.make(MoveReader.read(chess, move));
        }
        assertThatThrownBy(() -> MoveReader.read(chess, "a3")).isInstanceOf(UnreadableMoveException.class)
                .hasMessage("the game is over: Black won by checkmate");
        Position stalemate = Variants.of("chess").fromFen("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1");
        assertThatThrownBy(() -> MoveReader.read(stalemate, "Kg8")).hasMessage("the game is over: drawn (stalemate)");
    }
}
