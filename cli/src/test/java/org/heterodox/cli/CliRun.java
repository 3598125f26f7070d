package org.heterodox.cli;

import java.io.PrintWriter;
import java.io.StringWriter;
import picocli.CommandLine;

/** Runs the CLI in-process and captures what it prints. */
record CliRun(int exitCode, String out, String err) {
    static CliRun of(String... args) {
        return run(Main.commandLine(), args);
    }

    /** Runs one command object (e.g. one given test input) with the CLI's error handling. */
    static CliRun ofCommand(Object command, String... args) {
        return run(Main.configure(new CommandLine(command)), args);
    }

    private static CliRun run(CommandLine cli, String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        cli.setOut(new PrintWriter(out, true));
        cli.setErr(new PrintWriter(err, true));
        int code = cli.execute(args);
        return new CliRun(code, out.toString(), err.toString());
    }

    String[] lines() {
        return out.split("\\R");
    }

    String lastLine() {
        String[] lines = lines();
        return lines[lines.length - 1];
    }
}
