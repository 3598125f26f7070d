package org.heterodox.server.problem.http;

import java.util.List;

/** {@code POST /api/problems}: the stored problem with its verdict, and the solver's answer for the submitter. */
public record ProblemCheckedView(ProblemView problem, List<String> lines) {
}
