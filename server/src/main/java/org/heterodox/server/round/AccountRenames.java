package org.heterodox.server.round;

import java.util.ArrayList;
import java.util.List;
import org.heterodox.server.game.GameStatus;
import org.heterodox.server.game.ListedGame;

/**
 * Shows a deleted account's seats as "deleted": in every game it sat in, its player's name becomes
 * {@value #DELETED_NAME} (the seat stays bound to the account row, which keeps no name of use).
 */
final class AccountRenames {
    /** The name shown for the player of a deleted account. */
    static final String DELETED_NAME = "deleted";
    private static final int PAGE = 200;

    private final LiveRounds rounds;

    AccountRenames(LiveRounds rounds) {
        this.rounds = rounds;
    }

    /** Renames the account's seats in every game; gives how many games it sat in. */
    int renameDeleted(long account) {
        List<String> statuses = List.of(GameStatus.WAITING.name(), GameStatus.ACTIVE.name(), GameStatus.FINISHED.name(),
                GameStatus.ABORTED.name());
        List<String> ids = new ArrayList<>();
        for (int offset = 0; ; offset += PAGE) {
            List<ListedGame> page = rounds.store().listForAccount(account, statuses, null, null, null, PAGE, offset);
            page.forEach(g -> ids.add(g.row().id()));
            if (page.size() < PAGE) {
                break;
            }
        }
        for (String id : ids) {
            rounds.run(id, (game, out) -> {
                for (int side = 0; side < 2; side++) {
                    if (Long.valueOf(account).equals(game.account(side))) {
                        game.tag(side == 0 ? "White" : "Black", DELETED_NAME);
                    }
                }
                return rounds.commit(game, out, "renamed");
            });
        }
        return ids.size();
    }
}
