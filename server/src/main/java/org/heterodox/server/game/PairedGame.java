package org.heterodox.server.game;

import java.util.Map;
import org.heterodox.rules.Variant;

/**
 * A game a tournament pairs: both seats bound to accounts (the players act through their sessions,
 * so no seat token is handed out), with the tournament's tags (see {@link TournamentTags}).
 */
public record PairedGame(Variant variant, String startFen, TimeControl timeControl, boolean rated, String whiteName,
                         Long whiteAccount, String blackName, Long blackAccount, Map<String, String> tags) {
    public PairedGame {
        tags = Map.copyOf(tags);
    }
}
