package org.heterodox.server.moderation.http;

import java.util.List;

/** A page of the sanctions in force, newest first. */
public record SanctionsView(List<SanctionView> sanctions) {
}
