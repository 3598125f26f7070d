package org.heterodox.server.moderation;

import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.LongSupplier;
import org.heterodox.server.account.Account;
import org.heterodox.server.account.AccountService;
import org.heterodox.server.api.Json;
import org.heterodox.server.tournament.Tournament;
import org.heterodox.server.tournament.TournamentService;

/**
 * Reports, sanctions and roles. Players report players, chat lines and tournaments (at most
 * {@link ModerationLimits#reportsPerWindow} an hour, one open report per target); moderators and admins
 * read the reports, resolve them, warn, mute, ban or close accounts for some days or for ever, lift
 * sanctions and remove tournaments. Every action is logged with its actor and reason; the player sees
 * their sanctions in force with the reasons.
 */
public final class Moderation {
    private static final long DAY_MS = 24L * 3600 * 1000;

    private final ModerationStore store;
    private final AccountService accounts;
    private final EvidenceCollector evidence;
    private final TournamentService tournaments;
    private final LongSupplier clock;
    private final ModerationLimits limits;

    public Moderation(ModerationStore store, AccountService accounts, EvidenceCollector evidence,
                      TournamentService tournaments, LongSupplier clock, ModerationLimits limits) {
        this.store = store;
        this.accounts = accounts;
        this.evidence = evidence;
        this.tournaments = tournaments;
        this.clock = clock;
        this.limits = limits;
    }

    // ----- roles -----

    public Set<Role> roles(Account account) {
        return store.roles(account.id());
    }

    public boolean moderates(Account account) {
        return account != null && !store.roles(account.id()).isEmpty();
    }

    /** The account, if it may moderate; otherwise a 401 (nobody logged in) or a 403. */
    public Account requireModerator(Account account) {
        if (account == null) {
            throw new ModerationException(401, "log in first");
        }
        if (!moderates(account)) {
            throw new ModerationException(403, "only moderators may do this");
        }
        return account;
    }

    // ----- reports -----

    /** Files a player's report with the evidence as it is now. */
    public long report(Account reporter, ReportTarget target, String reason) {
        String why = reason(reason);
        long now = clock.getAsLong();
        if (store.reportsSince(reporter.id(), now - limits.windowMs()) >= limits.reportsPerWindow()) {
            throw new ModerationException(429, "at most " + limits.reportsPerWindow() + " reports an hour; try again later");
        }
        Reported reported = evidence.find(target, reporter);
        if (store.hasOpenReport(reporter.id(), reported.key())) {
            throw new ModerationException(409, "you have already reported this; a moderator will look at it");
        }
        long id = store.insertReport(target.kind(), reported.key(), reported.label(), reported.account(), reporter.id(),
                why, Json.write(reported.evidence()), now);
        store.log(now, reporter.name(), "report", target.kind().wire() + " " + reported.label(), why, id, null);
        return id;
    }

    public List<Report> reports(Account moderator, boolean openOnly, int limit, int offset) {
        requireModerator(moderator);
        return store.reports(openOnly, limit, offset);
    }

    public Report resolve(Account moderator, long id, String reason) {
        requireModerator(moderator);
        String why = reason(reason);
        Report report = store.report(id).orElseThrow(() -> new ModerationException(404, "no report " + id));
        if (!store.resolve(id, moderator.id(), clock.getAsLong())) {
            throw new ModerationException(409, "report " + id + " is already resolved");
        }
        store.log(clock.getAsLong(), moderator.name(), "resolve", report.kind().wire() + " " + report.target(), why, id, null);
        return store.report(id).orElseThrow();
    }

    // ----- sanctions -----

    /** Imposes a sanction on a player for {@code days} (null: for ever); closing also ends their sessions. */
    public Sanction sanction(Account moderator, String player, SanctionKind kind, Integer days, String reason) {
        requireModerator(moderator);
        String why = reason(reason);
        if (kind == null) {
            throw new ModerationException(400, "'kind' must be warn, mute, ban or close");
        }
        if (days != null && (days < 1 || days > ModerationLimits.MAX_DAYS)) {
            throw new ModerationException(400, "'days' must be from 1 to " + ModerationLimits.MAX_DAYS
                    + ", or null for ever");
        }
        Account target = accounts.find(player).filter(a -> !a.deleted())
                .orElseThrow(() -> new ModerationException(404, "no player '" + player + "'"));
        if (target.id() == moderator.id()) {
            throw new ModerationException(400, "you cannot sanction yourself");
        }
        long now = clock.getAsLong();
        Long until = days == null ? null : now + days * DAY_MS;
        long id = store.insertSanction(target.id(), kind, why, moderator.id(), now, until);
        if (kind == SanctionKind.CLOSE) {
            accounts.endSessions(target.id());
        }
        store.log(now, moderator.name(), kind.wire(), target.name(), why, null, id);
        return store.sanction(id).orElseThrow();
    }

    public Sanction lift(Account moderator, long id, String reason) {
        requireModerator(moderator);
        String why = reason(reason);
        Sanction sanction = store.sanction(id).orElseThrow(() -> new ModerationException(404, "no sanction " + id));
        long now = clock.getAsLong();
        if (!sanction.activeAt(now) || !store.lift(id, now)) {
            throw new ModerationException(409, "sanction " + id + " is no longer in force");
        }
        store.log(now, moderator.name(), "lift", sanction.kind().wire() + " of " + sanction.player(), why, null, id);
        return store.sanction(id).orElseThrow();
    }

    /** A page of every player's sanctions in force. */
    public List<Sanction> activeSanctions(Account moderator, int limit, int offset) {
        requireModerator(moderator);
        return store.activeSanctions(clock.getAsLong(), limit, offset);
    }

    /** The player's own sanctions in force, warnings included: what the site tells them. */
    public List<Sanction> sanctionsOf(Account player) {
        return store.activeSanctions(player.id(), clock.getAsLong());
    }

    // ----- enforcement -----

    /** Refuses (403) a muted player's chat line. */
    public void checkChat(Account player) {
        refuseIf(player, SanctionKind.MUTE, "you are muted");
    }

    /** Refuses (403) a banned player's games, seeks and tournaments. */
    public void checkPlay(Account player) {
        refuseIf(player, SanctionKind.BAN, "you are banned from playing");
    }

    /** Refuses (403) a closed account's login. */
    public void checkLogin(Account player) {
        refuseIf(player, SanctionKind.CLOSE, "this account is closed");
    }

    private void refuseIf(Account player, SanctionKind kind, String what) {
        if (player == null) {
            return;
        }
        Optional<Sanction> sanction = sanctionsOf(player).stream().filter(s -> s.kind() == kind).findFirst();
        if (sanction.isPresent()) {
            throw new ModerationException(403, SanctionNotice.of(sanction.get(), what));
        }
    }

    // ----- tournaments and the log -----

    /** Removes (cancels) a tournament, logged with the reason. */
    public void removeTournament(Account moderator, String id, String reason) {
        requireModerator(moderator);
        String why = reason(reason);
        Tournament t = tournaments.remove(id, moderator.name());
        store.log(clock.getAsLong(), moderator.name(), "remove", "tournament " + t.settings().name(), why, null, null);
    }

    public List<LogLine> log(Account moderator, int limit, int offset) {
        requireModerator(moderator);
        return store.log(limit, offset);
    }

    static String reason(String reason) {
        String text = reason == null ? "" : reason.strip();
        if (text.isEmpty()) {
            throw new ModerationException(400, "'reason' is required");
        }
        if (text.length() > ModerationLimits.MAX_REASON) {
            throw new ModerationException(400, "'reason' is longer than " + ModerationLimits.MAX_REASON + " characters");
        }
        return text;
    }
}
