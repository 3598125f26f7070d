package org.heterodox.cli;

import java.io.PrintWriter;
import java.io.StringWriter;
import picocli.CommandLine;

/** Runs one picocli command in-process and keeps its exit code, output and error text. */
record CommandRun(int exitCode, String out, String err) {
    static CommandRun of(Object command, String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        CommandLine line = new CommandLine(command);
        line.setOut(new PrintWriter(out, true));
        line.setErr(new PrintWriter(err, true));
        int code = line.execute(args);
        return new CommandRun(code, out.toString(), err.toString());
    }
}
