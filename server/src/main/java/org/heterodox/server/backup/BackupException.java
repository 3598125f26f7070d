package org.heterodox.server.backup;

/** A backup or restore that cannot be done, with a message for the operator saying what is wrong. */
public final class BackupException extends RuntimeException {
    public BackupException(String message) {
        super(message);
    }

    public BackupException(String message, Throwable cause) {
        super(message, cause);
    }
}
