package org.heterodox.server.problem;

/**
 * A search of the collection; every field but the page may be null (no condition).
 *
 * @param game a game's name: its problems with any options
 * @param stipulation a stipulation as {@code Stipulation.toString()} writes it
 * @param author a part of the author's name, any case
 * @param diagramKey the diagram's {@code Position.diagramKey()} (with {@code game}'s spec in {@code variant})
 * @param variant the exact game spec the diagram key is of
 * @param verdict the verdict listed, or null for every verdict
 * @param submitter only this account's problems
 */
public record ProblemQuery(String game, String stipulation, String author, Long diagramKey, String variant,
                           ProblemVerdict verdict, Long submitter, int offset, int limit) {
}
