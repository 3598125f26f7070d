package org.heterodox.rules.uchess;

import java.util.ArrayList;
import java.util.List;
import org.heterodox.rules.MoveList;
import org.heterodox.rules.Position;
import org.heterodox.rules.chess.UciNotation;
import org.heterodox.rules.explain.ExplainedMove;
import org.heterodox.rules.explain.MoveExplainer;
import org.heterodox.rules.explain.MoveStatus;

/**
 * Explains U-Chess legality move by move, for {@code heterodox moves --explain} and the web UI: the
 * game's {@link MoveExplainer} ({@link UChessVariant#moveExplainer()}), which writes in English
 * descriptive ({@code descriptive}) or Latin ({@code latin}).
 * It judges each pseudo-legal move straight from the definition of docs/rules.md#u-chess-writing-rule (group by
 * writing, keep singletons, then the check rule), independently of the fast bitboard filter in
 * {@link UChessPosition#generate}; tests check that both agree.
 */
public final class UChessExplainer implements MoveExplainer {
    static final UChessExplainer INSTANCE = new UChessExplainer();
    private static final List<DescriptiveNotation> LANGUAGES = List.of(DescriptiveNotation.ENGLISH, DescriptiveNotation.LATIN);

    private UChessExplainer() {
    }

    @Override
    public List<String> notations() {
        return LANGUAGES.stream().map(DescriptiveNotation::name).toList();
    }

    @Override
    public List<ExplainedMove> explain(Position position, String notation) {
        for (DescriptiveNotation descriptive : LANGUAGES) {
            if (descriptive.name().equalsIgnoreCase(notation)) {
                return List.copyOf(explain(position, descriptive.language()));
            }
        }
        throw new IllegalArgumentException("U-Chess explanations are written in " + String.join(" or ", notations())
                + ", not " + notation);
    }

    /**
     * Every pseudo-legal move of {@code position} (a U-Chess position) with its writing and status;
     * empty when the game is over because a king was captured. The moves in the reasons and the long
     * algebraic are written in English.
     */
    public static List<MoveExplanation> explain(Position position) {
        return explain(position, DescriptiveLanguage.ENGLISH);
    }

    /** {@link #explain(Position)} with the reasons' moves and the long algebraic written in {@code language}. */
    public static List<MoveExplanation> explain(Position position, DescriptiveLanguage language) {
        if (!(position instanceof UChessPosition board)) {
            throw new IllegalArgumentException("explanations are for U-Chess positions, not " + position.variant().spec());
        }
        List<MoveExplanation> out = new ArrayList<>();
        if (board.kingCaptured()) {
            return out;
        }
        int side = board.sideToMove();
        MoveList pseudo = new MoveList();
        board.pseudoLegalMoves(pseudo);
        for (int i = 0; i < pseudo.size(); i++) {
            int move = pseudo.get(i);
            Writing shortWriting = Writings.shortWriting(side, move);
            Writing shown = shortWriting != null ? shortWriting : Writings.fullWriting(side, move, pseudo);
            String english = DescriptiveLanguage.ENGLISH.write(shown);
            String latin = DescriptiveLanguage.LATIN.write(shown);
            String written = language.write(shown);
            List<Integer> others = new ArrayList<>();
            MoveStatus status;
            String reason;
            if (shortWriting == null) {
                status = MoveStatus.NO_SHORT_WRITING;
                reason = "a capture with promotion needs four symbols (" + written + ")";
            } else {
                MoveList denoted = Writings.denoted(shortWriting, side, pseudo);
                MoveList rest = new MoveList(8);
                for (int j = 0; j < denoted.size(); j++) {
                    if (denoted.get(j) != move) {
                        others.add(denoted.get(j));
                        rest.add(denoted.get(j));
                    }
                }
                if (!others.isEmpty()) {
                    status = MoveStatus.AMBIGUOUS;
                    reason = written + " also denotes " + Writings.listMoves(rest, language);
                } else if (!board.kingCaptureRules() && board.leavesKingAttacked(move)) {
                    status = MoveStatus.LEAVES_KING_IN_CHECK;
                    reason = written + " would leave the king in check";
                } else {
                    status = MoveStatus.LEGAL;
                    reason = written + " denotes this move alone";
                }
            }
            out.add(new MoveExplanation(move, UciNotation.write(move), Writings.longAlgebraic(move, language), english, latin,
                    status, others, reason));
        }
        return out;
    }
}
