package org.heterodox.cli;

import org.heterodox.rules.format.FormatException;
import picocli.CommandLine;
import picocli.CommandLine.IExecutionExceptionHandler;
import picocli.CommandLine.ParseResult;

/** Turns bad input (FEN, moves, variant specs, files) into a one-line error and exit code 1. */
final class ErrorHandler implements IExecutionExceptionHandler {
    static final int BAD_INPUT = 1;

    @Override
    public int handleExecutionException(Exception e, CommandLine cli, ParseResult parsed) {
        if (e instanceof FormatException || e instanceof UserInputException || e instanceof java.io.IOException) {
            cli.getErr().println("error: " + e.getMessage());
            return BAD_INPUT;
        }
        cli.getErr().println("internal error: " + e);
        e.printStackTrace(cli.getErr());
        return 3;
    }
}
