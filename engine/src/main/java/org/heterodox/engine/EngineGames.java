package org.heterodox.engine;

import java.util.IdentityHashMap;
import java.util.Map;
import java.util.function.Function;
import org.heterodox.engine.eval.Weights;
import org.heterodox.engine.eval.AliceEvaluator;
import org.heterodox.engine.eval.AmbiguousEvaluator;
import org.heterodox.engine.eval.ChessEvaluator;
import org.heterodox.engine.eval.ChessMaterialEvaluator;
import org.heterodox.engine.eval.DropChessEvaluator;
import org.heterodox.engine.eval.ShogiEvaluator;
import org.heterodox.engine.eval.UChessEvaluator;
import org.heterodox.rules.GameDefinition;
import org.heterodox.rules.GameDescription;
import org.heterodox.rules.PieceSet;
import org.heterodox.rules.Position;
import org.heterodox.rules.Variant;
import org.heterodox.rules.Variants;
import org.heterodox.rules.alice.AliceVariant;
import org.heterodox.rules.ambiguous.AmbiguousVariant;
import org.heterodox.rules.chess.ChessVariant;
import org.heterodox.rules.shogi.ShogiVariant;
import org.heterodox.rules.uchess.UChessVariant;
import org.heterodox.rules.unachess.UnachessVariant;

/**
 * The engine's registry, keyed by the rules registry's games (options such as {@code uchess:king-capture}
 * share their game's entry). A game without an entry of its own (one a test registered) gets a generic
 * one built from its description: a cautious material count for the chess set, mobility otherwise.
 */
public final class EngineGames {
    static final String XBOARD_NORMAL = "normal";

    private static final Map<GameDefinition, EngineGame> BY_GAME = new IdentityHashMap<>();

    static {
        put(ChessVariant.DEFINITION, new EngineGame(ChessVariant.DEFINITION.name(), ChessEvaluator::new, true, false, MachineProtocol.UCI, XBOARD_NORMAL, true));
        put(UChessVariant.DEFINITION, UChessEvaluator::new, MachineProtocol.UCI);
        put(UnachessVariant.UNACHESS, DropChessEvaluator::new, MachineProtocol.UCI);
        put(UnachessVariant.UNACHESS2, DropChessEvaluator::new, MachineProtocol.UCI);
        put(UnachessVariant.PARACHUTE, DropChessEvaluator::new, MachineProtocol.UCI);
        put(AliceVariant.DEFINITION, AliceEvaluator::new, MachineProtocol.UCI);
        put(AmbiguousVariant.DEFINITION, AmbiguousEvaluator::new, MachineProtocol.UCI);
        // XBoard knows orthodox shogi under its own name; Unashogi needs a setup line.
        put(ShogiVariant.SHOGI, new EngineGame(ShogiVariant.SHOGI.name(), ShogiEvaluator::new, false, false, MachineProtocol.USI,
                ShogiVariant.SHOGI.name(), true));
        put(ShogiVariant.UNASHOGI, ShogiEvaluator::new, MachineProtocol.USI);
    }

    private EngineGames() {
    }

    private static void put(GameDefinition game, EngineGame entry) {
        BY_GAME.put(game, entry);
    }

    /**
     * An entry for a game XBoard does not know (so it goes by its spec name) in which null moves are
     * never tried; whether a side decides twice is what the game says of itself. Its weights table is
     * named after the game.
     */
    private static void put(GameDefinition game, Function<Weights, Evaluator> evaluation, MachineProtocol protocol) {
        put(game, new EngineGame(game.name(), evaluation, false, game.standard().description().decidesTwice(), protocol,
                game.name(), false));
    }

    /** Whether {@code game} has an entry of its own (every built-in game must). */
    public static boolean hasOwnEntry(GameDefinition game) {
        return BY_GAME.containsKey(game);
    }

    public static EngineGame of(GameDefinition game) {
        EngineGame entry = BY_GAME.get(game);
        return entry != null ? entry : generic(game);
    }

    public static EngineGame of(Variant variant) {
        return of(Variants.definitionOf(variant));
    }

    public static EngineGame of(Position position) {
        return of(position.variant());
    }

    /** The entry of a game the engine was not told about: judged from what the game says of itself. */
    static EngineGame generic(GameDefinition game) {
        Variant standard = game.standard();
        GameDescription description = standard.description();
        boolean chessSet = description.pieceSet() == PieceSet.CHESS_SET;
        return new EngineGame(null, null, chessSet ? ChessMaterialEvaluator::new : MobilityEvaluator::new, false,
                description.decidesTwice(), description.pieceSet() == PieceSet.SHOGI_SET ? MachineProtocol.USI : MachineProtocol.UCI,
                game.name(), false);
    }
}
