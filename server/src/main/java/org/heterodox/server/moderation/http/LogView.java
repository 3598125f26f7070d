package org.heterodox.server.moderation.http;

import java.util.List;

/** A page of the moderation log, newest first. */
public record LogView(List<LogLineView> entries) {
}
