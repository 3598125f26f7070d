package org.heterodox.server.tournament;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.heterodox.tournament.Colour;
import org.heterodox.tournament.Entrant;
import org.heterodox.tournament.Outcome;
import org.heterodox.tournament.RoundResult;

/**
 * A tournament's whole state: its settings, players, published rounds (boards and byes), the
 * organiser's log and forbidden pairs. Not thread-safe: {@link TournamentService} changes it under
 * the tournament's monitor and stores it after every change.
 */
public final class Tournament {
    private final String id;
    private final TournamentSettings settings;
    private final Long organiser;
    private String organiserName;
    private TournamentStatus status;
    private int currentRound;
    private Long startedAt;
    private Long endsAt;
    private final long createdAt;
    private long version;
    private final List<TournamentPlayer> players = new ArrayList<>();
    private final List<Board> boards = new ArrayList<>();
    private final List<Bye> byes = new ArrayList<>();
    private final List<LogEntry> log = new ArrayList<>();
    private final List<List<String>> forbidden = new ArrayList<>();
    private boolean roundWaiting;
    private String pairingProblem;

    public Tournament(String id, TournamentSettings settings, Long organiser, String organiserName,
                      TournamentStatus status, int currentRound, Long startedAt, Long endsAt, long createdAt,
                      long version) {
        this.id = id;
        this.settings = settings;
        this.organiser = organiser;
        this.organiserName = organiserName;
        this.status = status;
        this.currentRound = currentRound;
        this.startedAt = startedAt;
        this.endsAt = endsAt;
        this.createdAt = createdAt;
        this.version = version;
    }

    public String id() {
        return id;
    }

    public TournamentSettings settings() {
        return settings;
    }

    public TournamentKind kind() {
        return settings.kind();
    }

    /** How it runs: its kind's format. */
    public TournamentFormat format() {
        return TournamentFormats.of(settings.kind());
    }

    public Long organiser() {
        return organiser;
    }

    public String organiserName() {
        return organiserName;
    }

    void organiserName(String name) {
        organiserName = name;
    }

    public TournamentStatus status() {
        return status;
    }

    void status(TournamentStatus newStatus) {
        status = newStatus;
    }

    public int currentRound() {
        return currentRound;
    }

    void currentRound(int round) {
        currentRound = round;
    }

    public Long startedAt() {
        return startedAt;
    }

    void startedAt(long at) {
        startedAt = at;
    }

    public Long endsAt() {
        return endsAt;
    }

    void endsAt(Long at) {
        endsAt = at;
    }

    public long createdAt() {
        return createdAt;
    }

    public long version() {
        return version;
    }

    void touch() {
        version++;
    }

    /** Whether the current round is paired but not started: its boards have no games yet. */
    public boolean roundWaiting() {
        return roundWaiting;
    }

    void roundWaiting(boolean waiting) {
        roundWaiting = waiting;
    }

    /** Why the next round could not be paired (null: nothing stands in the way). */
    public String pairingProblem() {
        return pairingProblem;
    }

    void pairingProblem(String problem) {
        pairingProblem = problem;
    }

    public List<TournamentPlayer> players() {
        return List.copyOf(players);
    }

    public List<Board> boards() {
        return List.copyOf(boards);
    }

    public List<Bye> byes() {
        return List.copyOf(byes);
    }

    public List<LogEntry> log() {
        return List.copyOf(log);
    }

    /** Pairs of player names who must not meet. */
    public List<List<String>> forbidden() {
        return List.copyOf(forbidden);
    }

    void forbidden(List<List<String>> pairs) {
        forbidden.clear();
        forbidden.addAll(pairs);
    }

    void addPlayer(TournamentPlayer player) {
        players.add(player);
        players.sort(Comparator.comparingInt(TournamentPlayer::number));
    }

    void removePlayer(int number) {
        players.removeIf(p -> p.number() == number);
    }

    void replacePlayers(List<TournamentPlayer> all) {
        players.clear();
        players.addAll(all);
        players.sort(Comparator.comparingInt(TournamentPlayer::number));
    }

    void updatePlayer(TournamentPlayer player) {
        for (int i = 0; i < players.size(); i++) {
            if (players.get(i).number() == player.number()) {
                players.set(i, player);
                return;
            }
        }
        throw new IllegalArgumentException("no player number " + player.number());
    }

    void addBoard(Board board) {
        boards.add(board);
    }

    void updateBoard(Board board) {
        for (int i = 0; i < boards.size(); i++) {
            Board old = boards.get(i);
            if (old.round() == board.round() && old.board() == board.board()) {
                boards.set(i, board);
                return;
            }
        }
        throw new IllegalArgumentException("no board " + board.round() + "." + board.board());
    }

    void addBye(Bye bye) {
        byes.add(bye);
    }

    void removeBye(int round, int number) {
        byes.removeIf(b -> b.round() == round && b.number() == number);
    }

    /** Renumbers the byes requested before the start, after the players were numbered (old number to new). */
    void renumberByes(Map<Integer, Integer> numbers) {
        byes.replaceAll(b -> new Bye(b.round(), numbers.getOrDefault(b.number(), b.number()), b.kind(), b.halfPoints()));
    }

    /**
     * Takes a paired round off the boards to pair it again: its boards and the byes its pairing gave
     * (the pairing-allocated bye, absences); the byes asked for or owed beforehand (requested, late) stay.
     */
    void unpairRound(int round) {
        boards.removeIf(b -> b.round() == round);
        byes.removeIf(b -> b.round() == round && (b.kind().equals(Bye.PAIRING) || b.kind().equals(Bye.ABSENT)));
    }

    /** The byes the player requested for rounds not yet paired. */
    public List<Bye> requestedByes(int number) {
        return byes.stream().filter(b -> b.number() == number && b.kind().equals(Bye.REQUESTED)).toList();
    }

    /** Whether the player has a bye (requested, owed for a late entry, or given) in the round. */
    public boolean hasBye(int number, int round) {
        return byes.stream().anyMatch(b -> b.round() == round && b.number() == number);
    }

    void addLog(LogEntry entry) {
        log.add(entry);
    }

    public Optional<TournamentPlayer> player(int number) {
        return players.stream().filter(p -> p.number() == number).findFirst();
    }

    public Optional<TournamentPlayer> playerOf(long account) {
        return players.stream().filter(p -> p.account() != null && p.account() == account).findFirst();
    }

    public Optional<TournamentPlayer> playerNamed(String name) {
        return players.stream().filter(p -> p.name().equalsIgnoreCase(name)).findFirst();
    }

    public String nameOf(int number) {
        return player(number).map(TournamentPlayer::name).orElse("?");
    }

    public List<Board> boardsOf(int round) {
        return boards.stream().filter(b -> b.round() == round).toList();
    }

    public List<Bye> byesOf(int round) {
        return byes.stream().filter(b -> b.round() == round).toList();
    }

    public Optional<Board> boardOfGame(String gameId) {
        return boards.stream().filter(b -> gameId.equals(b.gameId())).findFirst();
    }

    public Optional<Board> board(int round, int board) {
        return boards.stream().filter(b -> b.round() == round && b.board() == board).findFirst();
    }

    /** Whether every board of the round has a result. */
    public boolean roundComplete(int round) {
        return boards.stream().filter(b -> b.round() == round).allMatch(b -> b.result().decided());
    }

    /** Whether the player has a game of the current round (or an arena game) still going. */
    public boolean playing(int number) {
        return boards.stream().anyMatch(b -> b.involves(number) && !b.result().decided());
    }

    /**
     * The players' histories over rounds 1..{@code rounds} for pairing, standings and TRF: a board
     * gives both players their game, a bye its points, and a round without either (a late entry)
     * counts as an absence worth nothing.
     */
    public List<Entrant> entrants(int rounds) {
        List<Entrant> entrants = new ArrayList<>();
        for (TournamentPlayer player : players) {
            List<RoundResult> results = new ArrayList<>();
            for (int round = 1; round <= rounds; round++) {
                results.add(resultOf(player.number(), round));
            }
            entrants.add(new Entrant(player.number(), player.name(), player.rating(), results));
        }
        return entrants;
    }

    private RoundResult resultOf(int number, int round) {
        for (Board board : boards) {
            if (board.round() == round && board.involves(number)) {
                boolean white = board.white() == number;
                Outcome outcome = board.result().of(white);
                if (outcome == null) {
                    throw new IllegalStateException("round " + round + " is not complete");
                }
                return new RoundResult(white ? board.black() : board.white(), white ? Colour.WHITE : Colour.BLACK,
                        outcome);
            }
        }
        for (Bye bye : byes) {
            if (bye.round() == round && bye.number() == number) {
                Outcome outcome = switch (bye.halfPoints()) {
                    case 2 -> bye.kind().equals(Bye.PAIRING) ? Outcome.PAIRING_BYE : Outcome.FULL_POINT_BYE;
                    case 1 -> Outcome.HALF_POINT_BYE;
                    default -> Outcome.ZERO_POINT_BYE;
                };
                return RoundResult.without(outcome);
            }
        }
        return RoundResult.without(Outcome.ZERO_POINT_BYE);
    }
}
