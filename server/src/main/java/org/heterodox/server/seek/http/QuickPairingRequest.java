package org.heterodox.server.seek.http;

import org.heterodox.server.api.TimeControlRequest;

/** {@code POST /api/seeks/quick}: the game, the time control, and rated (the default) or casual. */
public record QuickPairingRequest(String variant, TimeControlRequest timeControl, Boolean rated) {
}
