package org.heterodox.server.problem.http;

import java.util.List;

/** {@code POST /api/problems/import}: the problems stored, each with its verdict, and those refused with the reason. */
public record ProblemImportView(List<ProblemView> problems, List<String> refused) {
}
