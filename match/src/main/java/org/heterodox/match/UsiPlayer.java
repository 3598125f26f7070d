package org.heterodox.match;

import org.heterodox.engine.MachineProtocol;
import org.heterodox.rules.Variant;

/**
 * An external USI (shogi) engine in a match: handshake ({@code usi}/{@code usiok}, options,
 * {@code isready}), {@code usinewgame} per game, the game as {@code position sfen ... moves ...}
 * ({@code startpos} for orthodox shogi from its own start) and {@code go btime wtime [binc winc |
 * byoyomi]}. USI calls Sente "black": {@code btime} is the clock of side 0, the match's "White".
 * {@code bestmove resign} resigns; {@code bestmove win} (an entering-king declaration, which these
 * rules do not have) loses like an illegal move. A game other than shogi is chosen with the
 * variant option the engine declares ({@code USI_Variant}, or {@code UCI_Variant} as
 * Fairy-Stockfish names it).
 */
final class UsiPlayer extends UciFamilyPlayer {
    private String variantSet = MachineProtocol.USI.standardGame();

    UsiPlayer(EngineConfig config, long handshakeMs) throws EngineFailure {
        super(config, handshakeMs, "usi");
    }

    @Override
    void prepare(Variant variant) throws EngineFailure {
        String option = declares("USI_Variant") ? "USI_Variant" : declares("UCI_Variant") ? "UCI_Variant" : null;
        boolean configured = config().options().containsKey("USI_Variant") || config().options().containsKey("UCI_Variant");
        if (!variant.spec().equals(variantSet) && !configured) {
            if (option == null) {
                throw new EngineFailure(EngineFailure.Kind.CRASH, name() + " declares no USI_Variant or UCI_Variant option for "
                        + variant.spec());
            }
            send("setoption name " + option + " value " + variant.spec());
            variantSet = variant.spec();
        }
        send("usinewgame");
    }

    @Override
    String positionCommand(Turn turn) {
        boolean startpos = turn.standardStart() && turn.position().variant().spec().equals(MachineProtocol.USI.standardGame());
        return position(turn, startpos, "sfen");
    }

    @Override
    String goCommand(Turn turn) {
        return goLine(turn);
    }

    /**
     * {@code go} with the mover's limits: both clocks with their increments; a fixed time per move as
     * {@code byoyomi} with empty clocks; depth and nodes (not in the USI text, but widely understood).
     */
    static String goLine(Turn turn) {
        StringBuilder go = new StringBuilder("go");
        TimeControl own = turn.ownControl();
        boolean sente = turn.whiteToMove();
        if (own.hasClock()) {
            TimeControl senteControl = sente ? own : turn.otherControl();
            TimeControl goteControl = sente ? turn.otherControl() : own;
            long btime = sente ? turn.ownMs() : turn.otherMs();
            long wtime = sente ? turn.otherMs() : turn.ownMs();
            go.append(" btime ").append(Math.max(1, btime)).append(" wtime ").append(Math.max(1, wtime));
            if (own.moveTimeMs() > 0) {
                go.append(" byoyomi ").append(own.moveTimeMs());
            } else if (senteControl.incrementMs() > 0 || goteControl.incrementMs() > 0) {
                go.append(" binc ").append(senteControl.incrementMs()).append(" winc ").append(goteControl.incrementMs());
            }
        } else if (own.moveTimeMs() > 0) {
            go.append(" btime 0 wtime 0 byoyomi ").append(own.moveTimeMs());
        }
        return withSearchLimits(go, own);
    }

    @Override
    Integer score(String[] words) {
        return scoreOf(words);
    }

    /**
     * The score of a USI {@code info} line in centipawns for the mover, or null. USI mate distances
     * are plies ({@code mate 3}, {@code mate -2}), or only a sign ({@code mate +}, {@code mate -}).
     */
    static Integer scoreOf(String[] words) {
        for (int i = 0; i + 2 < words.length; i++) {
            if (words[i].equals("score")) {
                String value = words[i + 2];
                if (words[i + 1].equals("mate")) {
                    if (value.equals("+") || value.equals("-")) {
                        // The distance is unknown: the farthest mate the score scale can say.
                        return value.equals("+") ? 29000 : -29000;
                    }
                    try {
                        int plies = Integer.parseInt(value);
                        return plies >= 0 ? 30000 - plies : -30000 - plies;
                    } catch (NumberFormatException e) {
                        return null;
                    }
                }
                return words[i + 1].equals("cp") ? UciPlayer.scoreOf(words) : null;
            }
        }
        return null;
    }

    @Override
    Reply bestMove(String move, Integer score) throws EngineFailure {
        if (move == null) {
            throw new EngineFailure(EngineFailure.Kind.ILLEGAL_MOVE, name() + " sends an empty bestmove");
        }
        if (move.equals("resign")) {
            return new Reply(null, score);
        }
        if (move.equals("win")) {
            throw new EngineFailure(EngineFailure.Kind.ILLEGAL_MOVE,
                    "win (" + name() + " declares an entering-king win, which these rules do not provide)");
        }
        return new Reply(move, score);
    }
}
