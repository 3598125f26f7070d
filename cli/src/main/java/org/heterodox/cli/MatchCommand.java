package org.heterodox.cli;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import org.heterodox.match.Match;
import org.heterodox.match.MatchArguments;
import org.heterodox.match.MatchConfig;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Unmatched;

/** {@code heterodox match}: engine matches and tournaments in cutechess-cli's style ({@link MatchArguments}). */
@Command(name = "match", mixinStandardHelpOptions = true,
        description = {
            "Play a match (two engines) or round robin (more) between UCI, USI or XBoard engines and built-in players",
            "(our engine in process, a random mover, a one-ply greedy player).",
            "",
            "Arguments, in cutechess-cli's style:",
            "  -engine cmd=\"PROGRAM ARGS\" [name=N] [proto=uci|usi|xboard] [dir=D] [option.NAME=VALUE ...]",
            "          [tc=10+0.1 | tc=40/60] [st=SECONDS] [depth=N] [nodes=N] [timemargin=MS]",
            "  -engine builtin=heterodox|random|greedy [name=N] (heterodox: option.Hash=MB option.Threads=N option.Evaluation=own|fallback and a limit)",
            "  -each KEY=VALUE ...          keys applied to every engine",
            "  -variant SPEC                (default chess)",
            "  -games N  -rounds N  -concurrency N  -srand SEED  -event TEXT",
            "  -openings file=F [format=epd|pgn] [order=sequential|random] [plies=N]",
            "  -openings plies=N            N random plies; each opening is played with both colours",
            "  -repeat N                    each opening N times (default 2)",
            "  -resign movecount=N score=CP  -draw movenumber=N movecount=N score=CP  -maxmoves N (default 1000)",
            "  -pgnout FILE  -sprt elo0=A elo1=B [alpha=0.05 beta=0.05]  -hangtimeout SECONDS",
            "",
            "Example: heterodox match -engine cmd=\"./heterodox uci\" name=heterodox -engine cmd=/usr/games/stockfish \\",
            "  option.UCI_LimitStrength=true option.UCI_Elo=1500 -each tc=10+0.1 -games 20 -openings plies=8 -pgnout m.pgn",
        })
public final class MatchCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Unmatched
    List<String> arguments = new ArrayList<>();

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        MatchConfig config;
        try {
            config = MatchArguments.parse(arguments);
        } catch (IllegalArgumentException e) {
            spec.commandLine().getErr().println("error: " + e.getMessage());
            return 2;
        }
        new Match(config, line -> {
            out.println(line);
            out.flush();
        }).run();
        return 0;
    }
}
