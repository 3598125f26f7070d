package org.heterodox.match;

import org.heterodox.engine.MachineProtocol;
import org.heterodox.rules.Variant;

/**
 * An external UCI engine in a match: handshake ({@code uci}/{@code uciok}, options, {@code isready}),
 * {@code ucinewgame} per game, the game as {@code position ... moves ...} and the clocks on
 * {@code go}; the last {@code info ... score} before {@code bestmove} is kept for adjudication.
 * {@code UCI_Variant} is set for any variant but orthodox chess.
 */
final class UciPlayer extends UciFamilyPlayer {
    private String variantSet = MachineProtocol.UCI.standardGame();

    UciPlayer(EngineConfig config, long handshakeMs) throws EngineFailure {
        super(config, handshakeMs, "uci");
    }

    @Override
    void prepare(Variant variant) throws EngineFailure {
        if (!variant.spec().equals(variantSet) && !config().options().containsKey("UCI_Variant")) {
            send("setoption name UCI_Variant value " + variant.spec());
            variantSet = variant.spec();
        }
        send("ucinewgame");
    }

    @Override
    String positionCommand(Turn turn) {
        return position(turn, turn.standardStart(), "fen");
    }

    @Override
    Reply bestMove(String move, Integer score) throws EngineFailure {
        if (move == null) {
            throw new EngineFailure(EngineFailure.Kind.ILLEGAL_MOVE, name() + " sends an empty bestmove");
        }
        return new Reply(move, score);
    }

    @Override
    String goCommand(Turn turn) {
        return goLine(turn);
    }

    @Override
    Integer score(String[] words) {
        return scoreOf(words);
    }

    /** {@code go} with the mover's limits: clocks (both sides'), move time, depth, nodes. */
    static String goLine(Turn turn) {
        StringBuilder go = new StringBuilder("go");
        TimeControl own = turn.ownControl();
        if (own.hasClock()) {
            boolean white = turn.whiteToMove();
            TimeControl whiteControl = white ? own : turn.otherControl();
            TimeControl blackControl = white ? turn.otherControl() : own;
            long wtime = white ? turn.ownMs() : turn.otherMs();
            long btime = white ? turn.otherMs() : turn.ownMs();
            go.append(" wtime ").append(Math.max(1, wtime)).append(" btime ").append(Math.max(1, btime));
            if (whiteControl.incrementMs() > 0 || blackControl.incrementMs() > 0) {
                go.append(" winc ").append(whiteControl.incrementMs()).append(" binc ").append(blackControl.incrementMs());
            }
            if (turn.movesToGo() > 0) {
                go.append(" movestogo ").append(turn.movesToGo());
            }
        }
        if (own.moveTimeMs() > 0) {
            go.append(" movetime ").append(own.moveTimeMs());
        }
        return withSearchLimits(go, own);
    }

    /** The score of an {@code info} line in centipawns for the mover (mates as +-(30000 - plies)), or null. */
    static Integer scoreOf(String[] words) {
        for (int i = 0; i + 2 < words.length; i++) {
            if (words[i].equals("score")) {
                try {
                    int value = Integer.parseInt(words[i + 2]);
                    if (words[i + 1].equals("cp")) {
                        // A bound (lowerbound/upperbound) still says where the engine stands.
                        return value;
                    }
                    if (words[i + 1].equals("mate")) {
                        return value > 0 ? 30000 - 2 * value : -30000 - 2 * value;
                    }
                } catch (NumberFormatException e) {
                    return null;
                }
            }
        }
        return null;
    }
}
