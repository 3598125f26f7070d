package org.heterodox.match;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import org.heterodox.rules.Position;
import org.heterodox.rules.Variants;
import org.junit.jupiter.api.Test;

/**
 * The players of this JVM under the same runner as external programs: our engine
 * ({@code builtin=heterodox}) beats the random and greedy baselines with both colours, the greedy
 * player takes what one ply shows, and a match between the baselines repeats itself by seed.
 */
class InProcessPlayersTest {
    private static List<GameRecord> match(String... arguments) {
        return new Match(MatchArguments.parse(List.of(arguments)), line -> { }).run();
    }

    @Test
    void ourEngineBeatsTheRandomMoverWithBothColours() {
        List<GameRecord> games = match("-engine", "builtin=heterodox", "nodes=4000", "option.Hash=4",
                "-engine", "builtin=random", "-games", "2", "-maxmoves", "150", "-srand", "7");
        assertThat(games).hasSize(2).allMatch(g -> g.pointsOf(0) == 1);
        assertThat(games).extracting(GameRecord::white).containsExactlyInAnyOrder(0, 1);
    }

    @Test
    void ourEngineBeatsTheGreedyPlayerWithBothColours() {
        List<GameRecord> games = match("-engine", "builtin=heterodox", "nodes=4000", "option.Hash=4",
                "-engine", "builtin=greedy", "-games", "2", "-maxmoves", "150", "-srand", "7");
        assertThat(games).hasSize(2).allMatch(g -> g.pointsOf(0) == 1);
    }

    @Test
    void ourEngineAnswersWithItsScoreOnTheRunnersScale() throws Exception {
        Position mateInOne = Variants.of("chess").fromFen("6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1");
        Player engine = new EnginePlayer("heterodox", java.util.Map.of("Hash", "2"));
        Player.Reply reply = engine.think(new Turn(mateInOne, mateInOne.toFen(), false, List.of(),
                TimeControl.NONE.withDepth(3), TimeControl.NONE, 0, 0, 0, Long.MAX_VALUE, false));
        assertThat(reply.move()).isEqualTo("d1d8");
        // Mate with this move: one ply.
        assertThat(reply.score()).isEqualTo(29999);
    }

    @Test
    void greedyPlayerTakesTheMateInOneAndTheFreeQueen() throws Exception {
        Position mate = Variants.of("chess").fromFen("6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1");
        Position queen = Variants.of("chess").fromFen("4k3/8/8/3q4/8/8/3R4/4K3 w - - 0 1");
        GreedyPlayer greedy = new GreedyPlayer("greedy", 1);
        assertThat(mate.variant().machineNotation().format(mate, greedy.choose(mate))).isEqualTo("d1d8");
        assertThat(queen.variant().machineNotation().format(queen, greedy.choose(queen))).isEqualTo("d2d5");
    }

    @Test
    void baselinesDrawFromTheMatchSeed() {
        List<String> first = new ArrayList<>();
        List<String> second = new ArrayList<>();
        for (List<String> moves : List.of(first, second)) {
            for (GameRecord game : match("-engine", "builtin=greedy", "-engine", "builtin=random", "-games", "2",
                    "-maxmoves", "30", "-srand", "5")) {
                moves.add(game.game().moveTexts(game.game().variant().machineNotation()).toString());
            }
        }
        assertThat(first).isEqualTo(second);
    }

    @Test
    void theBuiltInEngineRefusesUnknownOptionsAndNeedsALimit() {
        assertThatThrownBy(() -> MatchArguments.parse(List.of("-engine", "builtin=heterodox", "depth=2",
                "option.Ponder=true", "-engine", "builtin=random")))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("no option 'Ponder'")
                .hasMessageContaining("it has Hash, Threads and Evaluation");
        assertThatThrownBy(() -> MatchArguments.parse(List.of("-engine", "builtin=heterodox", "depth=2",
                "option.Threads=0", "-engine", "builtin=random")))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("Threads must be 1..64");
        assertThatThrownBy(() -> MatchArguments.parse(List.of("-engine", "builtin=heterodox", "depth=2",
                "option.Evaluation=best", "-engine", "builtin=random")))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("Evaluation must be own or fallback");
        assertThatThrownBy(() -> MatchArguments.parse(List.of("-engine", "builtin=heterodox", "-engine", "builtin=random")))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("has no time control");
    }
}
