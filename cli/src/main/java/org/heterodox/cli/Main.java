package org.heterodox.cli;

import org.heterodox.loadtest.LoadTestCommand;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/** The {@code heterodox} command. */
@Command(name = "heterodox",
        mixinStandardHelpOptions = true,
        versionProvider = VersionProvider.class,
        description = "Play, analyse and study heterodox chess games: U-Chess, Unachess, Unashogi, "
                + "Ambiguous Chess, Alice Chess and their orthodox bases.",
        subcommands = {
            ServeCommand.class,
            VariantsCommand.class,
            PerftCommand.class,
            MovesCommand.class,
            ShowCommand.class,
            PgnCommand.class,
            DbCommand.class,
            BackupCommand.class,
            RestoreCommand.class,
            AdminCommand.class,
            PuzzlesCommand.class,
            AnalyzeCommand.class,
            PlayCommand.class,
            UciCommand.class,
            UsiCommand.class,
            XboardCommand.class,
            BenchCommand.class,
            MatchCommand.class,
            LoadTestCommand.class,
            PairingsCommand.class,
            SelfplayCommand.class,
            SolveCommand.class,
            TuneCommand.class,
            TrainNetCommand.class,
        })
public final class Main implements Runnable {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    public static void main(String[] args) {
        System.exit(run(args));
    }

    /** Runs the command line and returns the exit code (0 ok, 1 bad input, 2 usage error). */
    public static int run(String... args) {
        return commandLine().execute(args);
    }

    /** The configured command line; tests set its output writers. */
    public static CommandLine commandLine() {
        return configure(new CommandLine(new Main()));
    }

    /** Applies the CLI's error handling to a command line. */
    static CommandLine configure(CommandLine cli) {
        cli.setExecutionExceptionHandler(new ErrorHandler());
        return cli;
    }

    @Override
    public void run() {
        spec.commandLine().usage(System.out);
    }
}
