package org.heterodox.server.notice;

import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.function.LongSupplier;
import java.util.stream.Collectors;
import org.heterodox.server.account.Account;
import org.heterodox.server.account.AccountEmail;
import org.heterodox.server.account.AccountStore;
import org.heterodox.server.account.MailToken;
import org.heterodox.server.account.MailTokenStore;
import org.heterodox.server.game.GameEvent;
import org.heterodox.server.game.GameSnapshot;
import org.heterodox.server.game.GameStatus;
import org.heterodox.server.game.Secrets;
import org.heterodox.server.game.TimeControl;
import org.heterodox.server.i18n.MailTexts;
import org.heterodox.server.mail.Mail;
import org.heterodox.server.mail.Mailer;
import org.heterodox.server.tournament.Board;
import org.heterodox.server.tournament.Tournament;
import org.heterodox.server.tournament.TournamentListener;
import org.heterodox.server.tournament.TournamentPlayer;

/**
 * The notice mails players opt in to: a digest of the correspondence games waiting for their move (at most one
 * an hour) and the start of each round of their tournaments (round by round formats: an arena's waves come every
 * few minutes). Each carries a one-click unsubscribe link. Only verified addresses get notices. Everything runs
 * on the mailer's thread, never a move's or a tournament's.
 */
public final class Notices implements Consumer<GameEvent>, TournamentListener {
    static final String UNSUBSCRIBE = "unsub-";
    static final long DIGEST_EVERY_MS = 3600_000L;
    static final long UNSUBSCRIBE_LINK_MS = 60L * 24 * 3600_000L;
    /** Games named in one digest, and digests sent in one sweep. */
    static final int DIGEST_GAMES = 20;
    static final int DIGESTS_PER_SWEEP = 200;

    private final NoticeStore store;
    private final AccountStore accounts;
    private final MailTokenStore tokens;
    private final Mailer mailer;
    private final LongSupplier clock;

    public Notices(NoticeStore store, AccountStore accounts, MailTokenStore tokens, Mailer mailer, LongSupplier clock) {
        this.store = store;
        this.accounts = accounts;
        this.tokens = tokens;
        this.mailer = mailer;
        this.clock = clock;
    }

    /** A game event: a move in a correspondence game between accounts passes the turn; an ended game waits for nobody. */
    @Override
    public void accept(GameEvent event) {
        if (event instanceof GameEvent.Moved moved) {
            GameSnapshot game = moved.game();
            if (game.timeControl().kind() != TimeControl.Kind.CORRESPONDENCE || game.accounts() == null) {
                return;
            }
            if (game.status() != GameStatus.ACTIVE) {
                mailer.later(() -> store.gameOver(game.id()));
                return;
            }
            Long waiting = game.accounts()[game.sideToMove()];
            Long mover = game.accounts()[1 - game.sideToMove()];
            if (waiting != null || mover != null) {
                mailer.later(() -> {
                    // Only players who want the digest wait in the table.
                    Long wanting = waiting == null ? null : accounts.email(waiting)
                            .filter(e -> e.turnNotices() && e.reachable()).map(e -> waiting).orElse(null);
                    store.turnPassed(game.id(), mover, wanting, clock.getAsLong());
                });
            }
        } else if (event instanceof GameEvent.Changed changed && changed.game().status() != GameStatus.ACTIVE
                && changed.game().status() != GameStatus.WAITING
                && changed.game().timeControl().kind() == TimeControl.Kind.CORRESPONDENCE) {
            mailer.later(() -> store.gameOver(changed.game().id()));
        }
    }

    /** Sends the digests that are due (run every minute by one server). */
    public void sendDigests() {
        long now = clock.getAsLong();
        long hourAgo = now - DIGEST_EVERY_MS;
        for (long account : store.digestsDue(hourAgo, DIGESTS_PER_SWEEP)) {
            List<String> games = store.takeDigest(account, hourAgo, now, DIGEST_GAMES);
            if (!games.isEmpty()) {
                accountAndEmail(account).ifPresent(to -> sendDigest(to.account(), to.email(), games));
            }
        }
        store.sweep(now - UNSUBSCRIBE_LINK_MS);
    }

    private void sendDigest(Account account, AccountEmail email, List<String> games) {
        Locale language = MailTexts.language(email.language(), Locale.ENGLISH);
        String list = games.stream().map(id -> "- " + mailer.settings().appLink("game/" + id))
                .collect(Collectors.joining("\n"));
        String body = MailTexts.text(language, "turn.body", account.name(), games.size(), list);
        mail(account, email, language, NoticeKind.TURN, MailTexts.text(language, "turn.subject", games.size()), body);
    }

    /** A tournament change: when a round of a round-by-round tournament starts, its players who asked hear of it. */
    @Override
    public void changed(Tournament t, String event) {
        if (!event.equals("round") || t.format().pairsOnTheClock()) {
            return;
        }
        int round = t.currentRound();
        List<Board> boards = t.boardsOf(round);
        mailer.later(() -> {
            for (Board board : boards) {
                roundStarted(t, round, board, board.white());
                roundStarted(t, round, board, board.black());
            }
        });
    }

    private void roundStarted(Tournament t, int round, Board board, int number) {
        Optional<TournamentPlayer> player = t.player(number);
        Long account = player.map(TournamentPlayer::account).orElse(null);
        if (account == null) {
            return;
        }
        accountAndEmail(account).filter(to -> to.email().roundNotices()).ifPresent(to -> {
            if (!store.firstSending(account, "round:" + t.id() + ":" + round, clock.getAsLong())) {
                return;
            }
            Locale language = MailTexts.language(to.email().language(), Locale.ENGLISH);
            String name = t.settings().name();
            String link = board.gameId() == null ? mailer.settings().appLink("tournaments/" + t.id())
                    : mailer.settings().appLink("game/" + board.gameId());
            mail(to.account(), to.email(), language, NoticeKind.ROUNDS,
                    MailTexts.text(language, "round.subject", name, round),
                    MailTexts.text(language, "round.body", to.account().name(), name, round, link));
        });
    }

    private void mail(Account account, AccountEmail email, Locale language, NoticeKind kind, String subject, String body) {
        String token = Secrets.newToken();
        long now = clock.getAsLong();
        tokens.insert(Secrets.hash(token), account.id(), kind.tokenPurpose(), email.email(), now, now + UNSUBSCRIBE_LINK_MS);
        String page = mailer.settings().appLink("unsubscribe/" + token);
        String oneClick = mailer.settings().apiLink("/api/unsubscribe/" + token);
        mailer.send(new Mail(email.email(), subject, body + MailTexts.text(language, "notice.footer", page), oneClick));
    }

    /** The notice an unsubscribe link stops, if the link is good. */
    public Optional<NoticeKind> unsubscribeLink(String token) {
        return link(token).flatMap(t -> kindOf(t.purpose()));
    }

    /** Stops the notice an unsubscribe link names; whether the link was good. Following it again does no harm. */
    public boolean unsubscribe(String token) {
        Optional<MailToken> link = link(token);
        Optional<NoticeKind> kind = link.flatMap(t -> kindOf(t.purpose()));
        kind.ifPresent(k -> accounts.stopNotice(link.get().accountId(), k == NoticeKind.TURN));
        return kind.isPresent();
    }

    private Optional<MailToken> link(String token) {
        if (token == null || token.isEmpty() || token.length() > 100) {
            return Optional.empty();
        }
        return tokens.findPrefixed(Secrets.hash(token), UNSUBSCRIBE, clock.getAsLong());
    }

    private static Optional<NoticeKind> kindOf(String purpose) {
        for (NoticeKind kind : NoticeKind.values()) {
            if (kind.tokenPurpose().equals(purpose)) {
                return Optional.of(kind);
            }
        }
        return Optional.empty();
    }

    private Optional<Recipient> accountAndEmail(long id) {
        return accounts.byId(id).filter(a -> !a.deleted())
                .flatMap(a -> accounts.email(id).filter(AccountEmail::reachable).map(e -> new Recipient(a, e)));
    }

    private record Recipient(Account account, AccountEmail email) {
    }
}
