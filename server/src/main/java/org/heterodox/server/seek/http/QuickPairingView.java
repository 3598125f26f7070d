package org.heterodox.server.seek.http;

import com.fasterxml.jackson.annotation.JsonInclude;
import org.heterodox.server.round.http.SeatGrantView;

/** The answer to quick pairing: the asker's seat in the game that starts, or their seek waiting for the next asker. */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record QuickPairingView(boolean paired, SeatGrantView grant, SeekView seek) {
}
