package org.heterodox.server.game;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.heterodox.rules.Game;
import org.heterodox.rules.Move;
import org.heterodox.rules.MoveAnnotation;
import org.heterodox.rules.Outcome;
import org.heterodox.rules.Position;
import org.heterodox.rules.Reason;
import org.heterodox.rules.format.FormatException;
import org.heterodox.rules.format.MoveNotation;
import org.heterodox.rules.format.MoveReader;
import org.heterodox.rules.format.PgnReader;
import org.heterodox.rules.format.PgnWriter;

/** The server's PGN through the rules library's {@link Game}, {@link PgnReader} and {@link PgnWriter}. */
public final class RulesPgnCodec implements PgnCodec {
    /** Tags the game model and the writer derive from the game itself. */
    private static final Set<String> DERIVED = Set.of(Game.RESULT, Game.TERMINATION, "Variant", "SetUp", "FEN");
    /** Outcomes a record states (the board cannot show them). */
    private static final Set<Reason> RECORDED = Set.of(Reason.RESIGNATION, Reason.TIME_FORFEIT, Reason.AGREEMENT,
            Reason.MOVE_LIMIT);

    private final PgnWriter writer = new PgnWriter();

    @Override
    public String write(PgnGame source) {
        return write(source, List.of());
    }

    @Override
    public String write(PgnGame source, List<MoveNote> notes) {
        Game game;
        try {
            game = new Game(source.variant(), source.startFen());
            // The server stores decisions (Ambiguous Chess: an announcement, then the choice), read
            // as the server reads them; a record holds the whole moves they complete.
            Position replay = game.startPosition();
            int first = 0;
            for (int i = 0; i < source.moves().size(); i++) {
                int decision = MoveReader.readDecision(replay, source.moves().get(i));
                replay.make(decision);
                int played = replay.playedBy(decision);
                if (played != Move.NONE) {
                    annotate(game.play(played), note(notes, i), note(notes, first));
                    first = i + 1;
                }
            }
        } catch (FormatException | GameException e) {
            throw new IllegalStateException("a stored game does not replay: " + e.getMessage(), e);
        }
        for (Map.Entry<String, String> tag : source.tags().entrySet()) {
            if (!DERIVED.contains(tag.getKey())) {
                game.setTag(tag.getKey(), tag.getValue());
            }
        }
        Outcome outcome = source.outcome();
        if (!game.endedOnBoard() && outcome.isOver()) {
            if (RECORDED.contains(outcome.reason())) {
                game.setOutcome(outcome);
            } else if (outcome.reason() != Reason.THREEFOLD_REPETITION && outcome.reason() != Reason.FIFTY_MOVES) {
                // A result whose cause the record cannot name as such (e.g. an imported one).
                game.setOutcome(new Outcome(outcome.result(), Reason.UNSPECIFIED));
            }
        }
        return writer.write(game) + "\n";
    }

    private static MoveNote note(List<MoveNote> notes, int index) {
        return index < notes.size() ? notes.get(index) : null;
    }

    private static void annotate(MoveAnnotation annotation, MoveNote last, MoveNote first) {
        if (first != null && first.nag() > 0) {
            annotation.addNag(first.nag());
        }
        if (last != null && last.comment() != null) {
            annotation.addCommentAfter(last.comment());
        }
    }

    @Override
    public PgnGame read(String text) throws FormatException {
        Game game = PgnReader.readOne(text);
        MoveNotation machine = game.variant().machineNotation();
        Position position = game.startPosition();
        List<String> moves = new ArrayList<>(game.ply());
        for (int ply = 0; ply < game.ply(); ply++) {
            // The server stores decisions: Ambiguous Chess plays a recorded move as announce, then choose.
            for (int decision : position.decisionsOf(game.move(ply))) {
                moves.add(machine.format(position, decision));
                position.make(decision);
            }
        }
        Map<String, String> tags = new LinkedHashMap<>();
        for (Map.Entry<String, String> tag : game.tags().entrySet()) {
            if (!DERIVED.contains(tag.getKey())) {
                tags.put(tag.getKey(), tag.getValue());
            }
        }
        return new PgnGame(game.variant(), game.isSetUp() ? game.startFen() : null, moves, game.outcome(), tags);
    }
}
