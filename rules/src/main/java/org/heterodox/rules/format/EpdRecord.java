package org.heterodox.rules.format;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.heterodox.rules.Position;

/**
 * One EPD line: a position of any game (its FEN or SFEN without the move counters) and its
 * operations in order, each an opcode with its operands (quotes removed): {@code bm} best moves,
 * {@code am} moves to avoid, {@code id} the position's name, and any other opcode kept as written.
 */
public record EpdRecord(Position position, Map<String, List<String>> operations) {
    public EpdRecord {
        operations = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(operations));
    }

    /** The best moves ({@code bm}), as written: read them with {@link MoveReader} against the position. */
    public List<String> bestMoves() {
        return operations.getOrDefault("bm", List.of());
    }

    /** The moves to avoid ({@code am}). */
    public List<String> avoidMoves() {
        return operations.getOrDefault("am", List.of());
    }

    /** The position's name ({@code id}), or null. */
    public String id() {
        List<String> id = operations.get("id");
        return id == null || id.isEmpty() ? null : id.get(0);
    }
}
