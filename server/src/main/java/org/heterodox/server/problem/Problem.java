package org.heterodox.server.problem;

/**
 * A stored problem: its game (spec), diagram (FEN or SFEN), stipulation, author, source and date of
 * composition as given (free text), who submitted it and when, and the solver's {@link ProblemCheck}.
 *
 * @param submitterId null once the problem came from nobody (kept when an account is deleted)
 * @param submitter the submitter's name ("deleted" for a deleted account)
 */
public record Problem(long id, String variant, String fen, String stipulation, String author, String source,
                      String composed, Long submitterId, String submitter, long createdAt, ProblemCheck check,
                      boolean published) {
}
