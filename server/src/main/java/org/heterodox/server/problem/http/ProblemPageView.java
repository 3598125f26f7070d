package org.heterodox.server.problem.http;

import java.util.List;

/** {@code GET /api/problems}: a page of the collection, newest first; {@code nextOffset} null on the last page. */
public record ProblemPageView(List<ProblemView> problems, Integer nextOffset) {
}
