package org.heterodox.server.report;

/**
 * A row of the report queue: its game, state ({@code queued}, {@code running}, {@code done},
 * {@code failed}), who asked and when, the positions to score and those scored, the server holding
 * it while it runs, and the report (JSON) once done or the reason it failed.
 */
public record ReportRow(long id, ReportSubject subject, String status, long requestedBy, long requestedAt,
                        int positions, int done, String claimedBy, String error, String report) {
    public static final String QUEUED = "queued";
    public static final String RUNNING = "running";
    public static final String DONE = "done";
    public static final String FAILED = "failed";

    public boolean open() {
        return status.equals(QUEUED) || status.equals(RUNNING);
    }
}
