package org.heterodox.server.report;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.IntPredicate;
import org.heterodox.rules.Move;
import org.heterodox.rules.Outcome;
import org.heterodox.rules.Position;
import org.heterodox.rules.Variant;
import org.heterodox.rules.format.MoveNotation;

/**
 * Makes a game's report: replays it from its start, has the engine score every position (the start
 * and the one after each move), then judges each move by the winning chances its mover lost
 * ({@link WinningChances}, {@link Judgement}) and each side's accuracy ({@link Accuracy}). A move the
 * engine itself proposed is never judged. Works on decisions as well as whole moves: the mover of
 * each is the side to move before it, so a game where a side decides twice in a row is judged right.
 */
public final class ReportBuilder {
    private static final List<String> SIDES = List.of("first", "second");

    private final ReportSearch search;
    private final ReportBudget budget;

    public ReportBuilder(ReportSearch search, ReportBudget budget) {
        this.search = search;
        this.budget = budget;
    }

    /**
     * The report of the game from {@code start} through {@code moves} (each one {@code make} accepts).
     * {@code progress} is told the number of positions scored after each; when it answers false the
     * work is abandoned and null returned (the server lost its claim on the report).
     */
    public GameReport build(Position start, int[] moves, IntPredicate progress) {
        Variant variant = start.variant();
        WinningChances model = WinningChances.of(variant);
        MoveNotation record = variant.notations().get(0);
        MoveNotation machine = variant.machineNotation();
        search.newGame();
        Position position = start.copy();
        int count = moves.length;
        PositionScore[] scores = new PositionScore[count + 1];
        int[] sides = new int[count + 1];
        int[] best = new int[count + 1];
        String[][] bestTexts = new String[count + 1][];
        for (int i = 0; i <= count; i++) {
            sides[i] = position.sideToMove();
            Outcome outcome = position.outcome();
            if (outcome.isOver()) {
                scores[i] = PositionScore.ended(outcome.result());
                best[i] = Move.NONE;
            } else {
                ReportSearch.Scored scored = search.score(position);
                scores[i] = PositionScore.fromSide(sides[i], scored.cp(), scored.mate());
                best[i] = scored.bestMove();
                if (best[i] != Move.NONE) {
                    bestTexts[i] = new String[] {record.format(position, best[i]), machine.format(position, best[i])};
                }
            }
            if (!progress.test(i + 1)) {
                return null;
            }
            if (i < count) {
                position.make(moves[i]);
            }
        }
        return judge(variant, model, moves, scores, sides, best, bestTexts);
    }

    private GameReport judge(Variant variant, WinningChances model, int[] moves, PositionScore[] scores, int[] sides,
                             int[] best, String[][] bestTexts) {
        int count = moves.length;
        double[] chances = new double[count + 1];
        double[] winPercents = new double[count + 1];
        for (int i = 0; i <= count; i++) {
            chances[i] = model.of(scores[i]);
            winPercents[i] = 50 + 50 * chances[i];
        }
        Map<String, Map<String, Integer>> counts = new LinkedHashMap<>();
        for (String side : SIDES) {
            Map<String, Integer> bySide = new LinkedHashMap<>();
            for (Judgement judgement : Judgement.values()) {
                bySide.put(judgement.apiName(), 0);
            }
            counts.put(side, bySide);
        }
        int[] movers = new int[count];
        List<ReportPly> plies = new ArrayList<>(count);
        for (int i = 1; i <= count; i++) {
            int mover = sides[i - 1];
            movers[i - 1] = mover;
            double lost = mover == 0 ? chances[i - 1] - chances[i] : chances[i] - chances[i - 1];
            Judgement judgement = moves[i - 1] == best[i - 1] ? null : Judgement.ofLoss(lost);
            if (judgement != null) {
                counts.get(SIDES.get(mover)).merge(judgement.apiName(), 1, Integer::sum);
            }
            String[] texts = bestTexts[i - 1];
            plies.add(new ReportPly(i, SIDES.get(mover), ReportPly.Score.of(scores[i]), round(chances[i]),
                    texts == null ? null : texts[0], texts == null ? null : texts[1],
                    judgement == null ? null : judgement.apiName()));
        }
        Double[] accuracy = Accuracy.ofGame(winPercents, movers);
        Map<String, Double> accuracies = new LinkedHashMap<>();
        for (int side = 0; side < 2; side++) {
            accuracies.put(SIDES.get(side), accuracy[side] == null ? null : Math.round(accuracy[side] * 10) / 10.0);
        }
        String[] startTexts = bestTexts[0];
        ReportPly start = new ReportPly(0, null, ReportPly.Score.of(scores[0]), round(chances[0]),
                startTexts == null ? null : startTexts[0], startTexts == null ? null : startTexts[1], null);
        return new GameReport(variant.spec(), budget.depth(), budget.nodes(), start, plies, accuracies, counts);
    }

    private static double round(double chances) {
        return Math.round(chances * 1000) / 1000.0;
    }
}
