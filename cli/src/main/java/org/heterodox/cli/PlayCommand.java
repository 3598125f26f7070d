package org.heterodox.cli;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.heterodox.engine.Engine;
import org.heterodox.engine.Limits;
import org.heterodox.engine.SearchListener;
import org.heterodox.engine.SearchResult;
import org.heterodox.engine.protocol.GameSession;
import org.heterodox.rules.MoveList;
import org.heterodox.rules.Outcome;
import org.heterodox.rules.Position;
import org.heterodox.rules.Reason;
import org.heterodox.rules.Result;
import org.heterodox.rules.Variant;
import org.heterodox.rules.Variants;
import org.heterodox.rules.format.FormatException;
import org.heterodox.rules.format.MoveNotation;
import org.heterodox.rules.format.MoveReader;
import org.heterodox.rules.format.UnreadableMoveException;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code heterodox play}: a game against the engine in the terminal. The board is redrawn after
 * every move; moves are accepted in every notation the game supports.
 */
@Command(name = "play", mixinStandardHelpOptions = true,
        description = "Play a game against the engine in the terminal. Type 'help' during the game for commands.")
public final class PlayCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Option(names = "--variant", paramLabel = "SPEC", description = "Game, e.g. chess (default: ${DEFAULT-VALUE}).")
    String variantSpec = Variants.DEFAULT;

    @Option(names = "--fen", paramLabel = "FEN", description = "Start from this position instead of the usual one.")
    String fen;

    @Option(names = "--color", paramLabel = "white|black", description = "Your side (default: ${DEFAULT-VALUE}).")
    String color = "white";

    @Option(names = "--engine-level", paramLabel = "N",
            description = "Engine strength 1-20: its search depth (default: ${DEFAULT-VALUE}).")
    int level = 8;

    @Option(names = "--movetime", paramLabel = "MS", description = "Engine thinking time per move (default: ${DEFAULT-VALUE}).")
    long moveTimeMs = 2000;

    private final BufferedReader input;

    public PlayCommand() {
        this(new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8)));
    }

    PlayCommand(BufferedReader input) {
        this.input = input;
    }

    @Override
    public Integer call() throws IOException, FormatException, UserInputException {
        PrintWriter out = spec.commandLine().getOut();
        int human;
        switch (color.toLowerCase(Locale.ROOT)) {
            case "white", "w", "first", "sente" -> human = 0;
            case "black", "b", "second", "gote" -> human = 1;
            default -> throw new UserInputException("--color must be white or black, not '" + color + "'");
        }
        if (level < 1 || level > 20 || moveTimeMs < 1) {
            throw new UserInputException("--engine-level must be 1-20 and --movetime positive");
        }
        Variant variant = Variants.of(variantSpec);
        GameSession game = new GameSession(variant);
        if (fen != null) {
            game.setUp(variant, fen, List.of());
        }
        new Game(game, human, out).play();
        return 0;
    }

    /** One game's loop: draw, ask or think, apply. */
    private final class Game {
        private final GameSession game;
        private final int human;
        private final PrintWriter out;
        private final Engine engine = new Engine();
        /** The moves in the record notation, written when they were played. */
        private final List<String> record = new ArrayList<>();
        private String resigned;

        Game(GameSession game, int human, PrintWriter out) {
            this.game = game;
            this.human = human;
            this.out = out;
        }

        void play() throws IOException {
            Variant variant = game.variant();
            out.println(variant.displayName() + ": you play " + (human == 0 ? "the first side" : "the second side")
                    + ". Type 'help' for commands.");
            boolean redraw = true;
            while (true) {
                Position position = game.position();
                // After a resignation the board has not changed, and its status line would still say "in progress".
                if (redraw && resigned == null) {
                    out.println();
                    out.println(variant.diagram(position));
                }
                redraw = true;
                Outcome outcome = position.outcome();
                boolean over = outcome.isOver() || resigned != null;
                if (over) {
                    out.println("Game over: " + (resigned != null ? resigned : outcome.toString()));
                } else if (position.sideToMove() != human) {
                    engineMove();
                    continue;
                }
                out.print(over ? "Command (pgn, undo, quit): " : "Your move: ");
                out.flush();
                String line = input.readLine();
                if (line == null) {
                    out.println();
                    return;
                }
                line = line.strip();
                switch (line.toLowerCase(Locale.ROOT)) {
                    case "" -> redraw = false;
                    case "help", "?" -> {
                        help();
                        redraw = false;
                    }
                    case "quit", "exit" -> {
                        return;
                    }
                    case "undo", "takeback" -> undo();
                    case "resign" -> {
                        if (!over) {
                            resigned = Result.win(human ^ 1).pgn() + " (" + Reason.RESIGNATION.text() + ")";
                        }
                    }
                    case "pgn" -> {
                        out.println(moveText());
                        redraw = false;
                    }
                    case "moves" -> {
                        listMoves();
                        redraw = false;
                    }
                    default -> {
                        if (over) {
                            out.println("The game is over; 'undo' to take back, 'pgn' for the moves, 'quit' to leave.");
                            redraw = false;
                        } else {
                            redraw = humanMove(line);
                        }
                    }
                }
            }
        }

        private void engineMove() {
            out.println("Engine is thinking...");
            out.flush();
            Limits limits = Limits.ofDepth(level).moveTime(moveTimeMs);
            SearchResult result = engine.analyse(game.position(), limits, SearchListener.NONE);
            if (!result.hasMove()) {
                return;
            }
            String written = recordNotation().format(game.position(), result.bestMove());
            record.add(written);
            game.playMove(result.bestMove());
            out.println("Engine plays " + written);
        }

        /**
         * Reads the human's decision with the rules' one move reader (every notation of the game); where
         * the opponent chooses the piece (Ambiguous Chess) a square is an announcement and the human may
         * not choose.
         */
        private boolean humanMove(String text) {
            Position position = game.position();
            int move;
            try {
                move = MoveReader.readDecision(position, text);
            } catch (FormatException e) {
                out.println("Not a legal move: '" + text + "'");
                List<UnreadableMoveException.Attempt> attempts = e instanceof UnreadableMoveException unreadable
                        ? unreadable.attempts() : List.of();
                if (attempts.isEmpty()) {
                    out.println("  " + e.getMessage());
                }
                attempts.forEach(attempt -> out.println("  " + attempt.notation() + ": " + attempt.reason()));
                out.println("Type 'moves' for the legal moves or 'help' for commands.");
                return false;
            }
            record.add(recordNotation().format(position, move));
            game.playMove(move);
            return true;
        }

        /** Takes back the human's last move and the engine's reply to it (or withdraws a resignation). */
        private void undo() {
            if (resigned != null) {
                resigned = null;
                out.println("Resignation withdrawn.");
                return;
            }
            if (game.moveCount() == 0) {
                out.println("Nothing to take back.");
                return;
            }
            do {
                game.undo();
                record.remove(record.size() - 1);
            } while (game.moveCount() > 0 && game.position().sideToMove() != human);
        }

        private void listMoves() {
            MoveList moves = new MoveList();
            Position position = game.position();
            position.generate(moves);
            StringBuilder sb = new StringBuilder("Legal moves:");
            for (int i = 0; i < moves.size(); i++) {
                sb.append(' ').append(recordNotation().format(position, moves.get(i)));
            }
            out.println(sb);
        }

        private void help() {
            List<String> names = new ArrayList<>();
            for (MoveNotation notation : game.variant().notations()) {
                names.add(notation.name());
            }
            out.println("Enter a move in any of these notations: " + String.join(", ", names) + ".");
            out.println("Commands: help, moves (list legal moves), undo (take back your last move), resign,");
            out.println("          pgn (the moves so far), quit.");
        }

        private MoveNotation recordNotation() {
            return game.variant().notations().get(0);
        }

        /** The moves in the record notation with move numbers, ending with the result. */
        private String moveText() {
            StringBuilder sb = new StringBuilder();
            Position start = game.startPosition();
            int side = start.sideToMove();
            int number = 1;
            for (int i = 0; i < record.size(); i++) {
                if (side == 0) {
                    sb.append(number).append(". ");
                } else if (i == 0) {
                    sb.append(number).append("... ");
                }
                sb.append(record.get(i)).append(' ');
                if (side == 1) {
                    number++;
                }
                side ^= 1;
            }
            Outcome outcome = game.position().outcome();
            String result = resigned != null ? Result.win(human ^ 1).pgn() : outcome.result().pgn();
            return sb.append(result).toString();
        }
    }
}
