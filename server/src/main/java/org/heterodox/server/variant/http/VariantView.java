package org.heterodox.server.variant.http;

import java.util.List;
import org.heterodox.engine.EngineGames;
import org.heterodox.rules.GameDefinition;
import org.heterodox.rules.GameDescription;
import org.heterodox.rules.PieceKind;
import org.heterodox.rules.Variant;
import org.heterodox.rules.Variants;
import org.heterodox.server.i18n.GameTexts;

/**
 * One game as {@code GET /api/variants} and {@code GET /api/variants/{spec}} serve it: its registry
 * entry (name, options with their descriptions, summary) and what the game with the spec's options says
 * about itself, so that clients never guess a game's facts from its name. Names, summary, option
 * descriptions, side and piece names are in the request's language ({@link GameTexts}).
 */
record VariantView(
        String name,
        String spec,
        String displayName,
        String summary,
        List<OptionView> options,
        List<String> notations,
        Facts facts) {

    record OptionView(String name, String description) {
    }

    record Board(int files, int ranks, int boards) {
    }

    record Piece(String letter, String name, int supply) {
    }

    record PromotionView(int zoneDepth, List<String> choices) {
    }

    /** {@link GameDescription} with its enums as the API's lower-case names, plus the protocol names. */
    record Facts(
            Board board,
            String pieceSet,
            List<String> sideNames,
            String positionFormat,
            List<Piece> pieces,
            List<String> holdable,
            PromotionView promotion,
            String startFen,
            String emptyFen,
            boolean castling,
            boolean enPassant,
            List<String> decisionPhases,
            boolean numbersEveryPly,
            String recordNotation,
            String machineNotation,
            boolean explainsMoves,
            String xboardName,
            String engineProtocol) {
    }

    record VariantList(List<VariantView> variants) {
    }

    static VariantView of(Variant variant, GameTexts texts) {
        GameDefinition game = Variants.definitionOf(variant);
        GameDescription d = variant.description();
        var engine = EngineGames.of(game);
        Facts facts = new Facts(
                new Board(d.geometry().files(), d.geometry().ranks(), d.geometry().boards()),
                d.pieceSet().id(), d.pieceSet().sideNames().stream().map(texts::side).toList(), d.pieceSet().positionFormat(),
                d.pieces().stream().map(kind -> piece(kind, texts)).toList(), d.holdable(),
                new PromotionView(d.promotion().zoneDepth(), d.promotion().choices()),
                d.startFen(), d.emptyFen(), d.castling(), d.enPassant(),
                d.decisionPhases().stream().map(p -> p.id()).toList(), d.numbersEveryPly(),
                d.recordNotation(), d.machineNotation(), d.explainsMoves(),
                engine.xboardName(), engine.protocol().name().toLowerCase(java.util.Locale.ROOT));
        return new VariantView(game.name(), variant.spec(), texts.displayName(game.name(), game.displayName()),
                texts.summary(game.name(), game.summary()),
                game.optionDescriptions().stream()
                        .map(o -> new OptionView(o.name(), texts.option(game.name(), o.name(), o.description()))).toList(),
                d.notations(), facts);
    }

    private static Piece piece(PieceKind kind, GameTexts texts) {
        return new Piece(kind.letter(), texts.piece(kind.name()), kind.supply());
    }

    /** Every registered game without options. */
    static VariantList all(GameTexts texts) {
        return new VariantList(Variants.all().stream().map(game -> of(game.standard(), texts)).toList());
    }
}
