package org.heterodox.server.moderation;

import java.util.List;
import org.heterodox.server.account.Account;
import org.heterodox.server.account.AccountService;
import org.heterodox.server.chat.ChatLine;
import org.heterodox.server.chat.ChatService;
import org.heterodox.server.game.Actor;
import org.heterodox.server.game.GameQueries;
import org.heterodox.server.game.GameStatus;
import org.heterodox.server.tournament.Tournament;
import org.heterodox.server.tournament.TournamentService;

/**
 * Finds what a report names and captures the evidence at report time. A reporter may report only a
 * chat line they may read; nobody reports themselves, their own line or their own tournament.
 */
public final class EvidenceCollector {
    /** How many of a reported player's latest games the evidence lists. */
    static final int RECENT_GAMES = 10;

    private final AccountService accounts;
    private final ChatService chat;
    private final GameQueries games;
    private final TournamentService tournaments;

    public EvidenceCollector(AccountService accounts, ChatService chat, GameQueries games, TournamentService tournaments) {
        this.accounts = accounts;
        this.chat = chat;
        this.games = games;
        this.tournaments = tournaments;
    }

    Reported find(ReportTarget target, Account reporter) {
        return switch (target.kind()) {
            case PLAYER -> player(target.player(), reporter);
            case CHAT -> chatLine(target, reporter);
            case TOURNAMENT -> tournament(target.tournament(), reporter);
        };
    }

    private Reported player(String name, Account reporter) {
        Account player = accounts.find(name).filter(a -> !a.deleted())
                .orElseThrow(() -> new ModerationException(404, "no player '" + name + "'"));
        if (player.id() == reporter.id()) {
            throw new ModerationException(400, "you cannot report yourself");
        }
        List<String> recent = games.listForAccount(player.id(), List.of(GameStatus.FINISHED, GameStatus.ABORTED,
                GameStatus.ACTIVE), null, null, null, RECENT_GAMES, 0).stream().map(g -> g.row().id()).toList();
        return new Reported("player:" + player.id(), player.name(), player.id(), Evidence.player(player.name(), recent));
    }

    private Reported chatLine(ReportTarget target, Account reporter) {
        ChatLine line = chat.line(target.game(), target.room(), target.seq(), Actor.of(null, reporter.id()));
        if (line.account() != null && line.account() == reporter.id()) {
            throw new ModerationException(400, "you cannot report your own line");
        }
        String key = "chat:" + target.game() + "/" + line.room() + "/" + line.seq();
        return new Reported(key, line.author() + ": " + abbreviate(line.text(), 60), line.account(),
                Evidence.chat(line.author(), line.text(), target.game(), line.room(), line.seq(), line.at()));
    }

    private Reported tournament(String id, Account reporter) {
        Tournament t = tournaments.get(id);
        if (t.organiser() != null && t.organiser() == reporter.id()) {
            throw new ModerationException(400, "you cannot report your own tournament");
        }
        return new Reported("tournament:" + t.id(), t.settings().name(), t.organiser(),
                Evidence.tournament(t.id(), t.settings().name(), t.organiserName(), t.settings().variant().spec().toString()));
    }

    private static String abbreviate(String text, int max) {
        return text.length() <= max ? text : text.substring(0, max - 1) + "…";
    }
}
