package org.heterodox.server.seek;

import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import org.heterodox.rules.Variant;
import org.heterodox.server.account.Account;
import org.heterodox.server.game.SeatGrant;
import org.heterodox.server.game.TimeControl;

/**
 * Quick pairing (lichess's lobby tiles): the first two players who ask for the same game, time control
 * and rating mode play each other. Asking takes the oldest such seek of another player, else posts one
 * (from the normal start, random sides, any opponent's rating) that the next asker takes; asking again
 * while one's quick seek waits keeps it. Two players asking at once, each posting a seek before seeing
 * the other's, are paired too: the later seek's owner withdraws it and takes the earlier one, on any
 * server, since every server lists the same seeks.
 */
public final class QuickPairing {
    /** What asking gave: the game (the asker's seat), or the asker's seek waiting for an opponent. */
    public record Result(SeatGrant grant, Seek seek) {
    }

    private static final Comparator<Seek> OLDEST_FIRST = Comparator.comparingLong(Seek::createdAt).thenComparing(Seek::id);

    private final SeekService seeks;

    public QuickPairing(SeekService seeks) {
        this.seeks = seeks;
    }

    public Result pair(Account player, Variant variant, TimeControl timeControl, boolean rated) {
        Optional<SeatGrant> game = takeEarlierThan(null, player, variant, timeControl, rated);
        if (game.isPresent()) {
            return new Result(game.get(), null);
        }
        Seek mine = seeks.list().stream().filter(s -> s.account() == player.id() && same(s, variant, timeControl, rated))
                .findFirst()
                .orElseGet(() -> seeks.create(player, variant, null, timeControl, rated, null, null, -1));
        // Another player's identical seek posted before ours: we were both asking at once.
        if (earlierMatch(mine, player, variant, timeControl, rated).isPresent()) {
            try {
                seeks.cancel(player, mine.id());
            } catch (SeekException taken) {
                return new Result(null, mine); // ours was just taken: the game comes as seek-accepted
            }
            game = takeEarlierThan(mine, player, variant, timeControl, rated);
            if (game.isPresent()) {
                return new Result(game.get(), null);
            }
            mine = seeks.create(player, variant, null, timeControl, rated, null, null, -1);
        }
        return new Result(null, mine);
    }

    /** Takes the oldest matching seek of another player (older than {@code bound}, if given); empty if none could be taken. */
    private Optional<SeatGrant> takeEarlierThan(Seek bound, Account player, Variant variant, TimeControl timeControl,
                                                boolean rated) {
        List<Seek> candidates = matches(player, variant, timeControl, rated).stream()
                .filter(s -> bound == null || OLDEST_FIRST.compare(s, bound) < 0).toList();
        for (Seek seek : candidates) {
            try {
                return Optional.of(seeks.accept(player, seek.id()));
            } catch (SeekException goneOrNotAdmitted) {
                // taken by someone else first, or outside its range: try the next one
            }
        }
        return Optional.empty();
    }

    private Optional<Seek> earlierMatch(Seek mine, Account player, Variant variant, TimeControl timeControl, boolean rated) {
        return matches(player, variant, timeControl, rated).stream().filter(s -> OLDEST_FIRST.compare(s, mine) < 0).findFirst();
    }

    /** Other players' seeks for this game from its start, with random sides, this time control and rating mode, oldest first. */
    private List<Seek> matches(Account player, Variant variant, TimeControl timeControl, boolean rated) {
        return seeks.list().stream().filter(s -> s.account() != player.id() && same(s, variant, timeControl, rated))
                .sorted(OLDEST_FIRST).toList();
    }

    private static boolean same(Seek seek, Variant variant, TimeControl timeControl, boolean rated) {
        return seek.variant().spec().equals(variant.spec()) && seek.timeControl().equals(timeControl) && seek.rated() == rated
                && seek.fen() == null && seek.side() < 0;
    }
}
