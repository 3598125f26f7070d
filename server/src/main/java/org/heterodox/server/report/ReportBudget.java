package org.heterodox.server.report;

/**
 * The fixed effort spent on each position of a report, and the queue's bounds.
 *
 * @param depth the search depth of each position (plies)
 * @param nodes the most nodes searched in each position (0: the depth alone bounds it)
 * @param maxQueued the most reports queued or running at once on the whole site (more: 429)
 * @param perPlayerPerHour the most reports one player may request an hour
 * @param leaseMs how long a server's claim on a running report lasts without progress before another takes it over
 * @param pollMs how often an idle server looks for queued work (it is also woken by its own requests)
 */
public record ReportBudget(int depth, long nodes, int maxQueued, int perPlayerPerHour, long leaseMs, long pollMs) {
    /** What {@code heterodox serve} uses: depth 14 or 300,000 nodes a position, 200 reports queued, 20 an hour each. */
    public static final ReportBudget DEFAULTS = new ReportBudget(14, 300_000, 200, 20, 60_000, 2_000);

    public ReportBudget {
        if (depth < 1 || depth > 64 || nodes < 0 || maxQueued < 1 || perPlayerPerHour < 1 || leaseMs < 1000 || pollMs < 10) {
            throw new IllegalArgumentException("a report budget needs depth 1-64, nodes >= 0, positive caps, a lease"
                    + " of at least a second and a poll of at least 10 ms");
        }
    }
}
