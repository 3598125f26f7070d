package org.heterodox.server.game.http;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.heterodox.rules.Outcome;
import org.heterodox.rules.Reason;
import org.heterodox.rules.Result;
import org.heterodox.server.game.GameEvent;
import org.heterodox.server.game.GameRow;
import org.heterodox.server.game.GameSnapshot;
import org.heterodox.server.game.GameStatus;
import org.heterodox.server.game.ListedGame;
import org.heterodox.server.game.PlayedMove;
import org.heterodox.server.game.SeatKind;
import org.heterodox.server.game.SeatRatings;
import org.heterodox.server.game.SideRating;
import org.heterodox.server.game.Sides;
import org.heterodox.server.game.TimeControl;
import org.heterodox.server.game.TournamentTags;

/** Turns the game service's snapshots into the API's views of games (see openapi.yaml); none holds a seat token. */
public final class GameViews {
    private GameViews() {
    }

    /** Everything a player or spectator needs to show and play the game. */
    public static GameView game(GameSnapshot game) {
        List<MoveView> moves = new ArrayList<>(game.moves().size());
        for (PlayedMove move : game.moves()) {
            moves.add(move(game, move));
        }
        Outcome outcome = game.outcome();
        return new GameView(game.id(), game.variantSpec(), game.variantName(), game.status().wire(),
                outcome.result().pgn(), reason(outcome), reasonText(outcome), game.startFen(), game.fen(),
                Sides.name(game.sideToMove()), game.moves().size(), game.inCheck(), moves, game.notations(),
                game.legalMoves(), timeControl(game.timeControl()), clock(game), players(game),
                side(game.drawOffer()), side(game.takebackOffer()), rematch(game), game.autoDraw(), game.rated(),
                game.status() == GameStatus.WAITING ? game.inviteCode() : null,
                game.tags(), game.takenAt(), game.version(), tournament(game));
    }

    /** The game's tournament, read from its tags (see {@link TournamentTags}); null for other games. */
    private static GameTournamentView tournament(GameSnapshot game) {
        java.util.Map<String, String> tags = game.tags();
        if (!TournamentTags.inTournament(tags)) {
            return null;
        }
        String[] roundAndBoard = tags.getOrDefault(TournamentTags.ROUND, "0.0").split("\\.");
        List<String> berserked = new ArrayList<>();
        for (int side = 0; side < 2; side++) {
            if (TournamentTags.berserked(tags, side)) {
                berserked.add(Sides.name(side));
            }
        }
        return new GameTournamentView(tags.get(TournamentTags.ID), tags.getOrDefault(TournamentTags.EVENT, ""),
                number(roundAndBoard, 0), number(roundAndBoard, 1), "yes".equals(tags.get(TournamentTags.BERSERK_ALLOWED)),
                berserked);
    }

    private static int number(String[] parts, int index) {
        try {
            return index < parts.length ? Integer.parseInt(parts[index]) : 0;
        } catch (NumberFormatException e) {
            return 0;
        }
    }

    /** The live channel's event for a stored move: the move in every notation and what changed with it. */
    public static MoveMessage moved(GameEvent.Moved event) {
        GameSnapshot game = event.game();
        Outcome outcome = game.outcome();
        return new MoveMessage(game.version(), event.move().ply(), move(game, event.move()), event.written(),
                game.fen(), Sides.name(game.sideToMove()), game.inCheck(), game.status().wire(), outcome.result().pgn(),
                reason(outcome), reasonText(outcome), clock(game), side(game.drawOffer()), game.legalMoves(),
                game.takenAt());
    }

    /** A line of the lobby list. */
    public static GameSummaryView summary(ListedGame listed) {
        GameRow row = listed.row();
        GameStatus status = GameStatus.valueOf(row.status());
        Outcome outcome = new Outcome(Result.fromPgn(row.result()), Reason.valueOf(row.reason()));
        TimeControl tc = new TimeControl(TimeControl.Kind.fromWire(row.tcKind()), row.tcInitialMs(), row.tcIncrementMs(),
                row.tcDays(), row.tcPeriodMs(), row.tcPeriods());
        PlayersView players = new PlayersView(
                player(SeatKind.valueOf(row.firstKind()), row.engineLevel(), row.tags().get("White"), row.firstAccount()),
                player(SeatKind.valueOf(row.secondKind()), row.engineLevel(), row.tags().get("Black"), row.secondAccount()));
        return new GameSummaryView(row.id(), row.variant(), status.wire(), outcome.result().pgn(), reason(outcome),
                reasonText(outcome), listed.plies(), timeControl(tc), players,
                status == GameStatus.WAITING ? row.inviteCode() : null, row.createdAt(), row.updatedAt(),
                row.rated());
    }

    public static TimeControlView timeControl(TimeControl tc) {
        return switch (tc.kind()) {
            case SUDDEN_DEATH -> new TimeControlView(tc.kind().wire(), tc.initialMs() / 1000, null, null);
            case INCREMENT -> new TimeControlView(tc.kind().wire(), tc.initialMs() / 1000, tc.incrementMs() / 1000, null);
            case CORRESPONDENCE -> new TimeControlView(tc.kind().wire(), null, null, tc.days());
            case BYOYOMI -> new TimeControlView(tc.kind().wire(), tc.initialMs() / 1000, null, null,
                    tc.periodMs() / 1000, tc.periods());
            default -> new TimeControlView(tc.kind().wire(), null, null, null);
        };
    }

    private static MoveView move(GameSnapshot game, PlayedMove move) {
        return new MoveView(move.ply(), move.written(), move.machine(),
                game.timeControl().timed() ? move.clockMs() : null);
    }

    private static RematchView rematch(GameSnapshot game) {
        if (game.rematchOffer() < 0 && game.rematchGame() == null) {
            return null;
        }
        return new RematchView(side(game.rematchOffer()), game.rematchGame());
    }

    private static ClockView clock(GameSnapshot game) {
        if (!game.timeControl().timed()) {
            return null;
        }
        return new ClockView(game.clockMs()[0], game.clockMs()[1], side(game.runningSide()));
    }

    private static PlayersView players(GameSnapshot game) {
        SeatRatings ratings = game.ratings();
        return new PlayersView(
                player(game.seats()[0], game.engineLevel(), game.tags().get("White"), game.accounts()[0],
                        ratings == null ? null : ratings.first()),
                player(game.seats()[1], game.engineLevel(), game.tags().get("Black"), game.accounts()[1],
                        ratings == null ? null : ratings.second()));
    }

    private static PlayerView player(SeatKind kind, int engineLevel, String name, Long account) {
        return player(kind, engineLevel, name, account, null);
    }

    /** A seat's player; an account-bound seat's name is the account's name (the game records it as the player's name). */
    private static PlayerView player(SeatKind kind, int engineLevel, String name, Long account, SideRating rating) {
        return new PlayerView(kind.wire(), kind == SeatKind.ENGINE ? engineLevel : null,
                kind != SeatKind.OPEN ? name : null, account != null && kind != SeatKind.OPEN ? name : null,
                rating == null ? null : new RatingView(rating.before(), rating.after(), rating.change(), rating.provisional()));
    }

    /** A side's name, or null for none (-1). */
    private static String side(int side) {
        return side >= 0 ? Sides.name(side) : null;
    }

    private static String reason(Outcome outcome) {
        return outcome.reason() == Reason.NONE ? null : outcome.reason().name().toLowerCase(Locale.ROOT).replace('_', '-');
    }

    private static String reasonText(Outcome outcome) {
        return outcome.reason() == Reason.NONE ? null : outcome.reason().text();
    }
}
