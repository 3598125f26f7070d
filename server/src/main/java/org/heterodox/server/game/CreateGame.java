package org.heterodox.server.game;

import org.heterodox.rules.Variant;

/**
 * What a new game should be: the game and its start (null FEN = the variant's own), timing, the
 * creator's side, whether the engine takes the other seat (at {@code engineLevel}), whether
 * repetition and fifty-move draws apply by themselves or must be claimed, the creator's name and
 * account (null when anonymous), and whether the game is rated.
 */
public record CreateGame(Variant variant, String startFen, TimeControl timeControl, int creatorSide,
                         boolean engineOpponent, int engineLevel, boolean autoDraw, String creatorName,
                         Long creatorAccount, boolean rated) {

    /** An anonymous creator's casual game. */
    public CreateGame(Variant variant, String startFen, TimeControl timeControl, int creatorSide, boolean engineOpponent,
                      int engineLevel, boolean autoDraw, String creatorName) {
        this(variant, startFen, timeControl, creatorSide, engineOpponent, engineLevel, autoDraw, creatorName, null, false);
    }
}
