package org.heterodox.cli;

/** Bad input that is not a parse error of a format (e.g. a depth out of range); printed without a stack trace. */
final class UserInputException extends Exception {
    UserInputException(String message) {
        super(message);
    }
}
