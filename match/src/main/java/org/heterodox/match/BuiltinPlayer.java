package org.heterodox.match;

import org.heterodox.rules.Variant;

/** A baseline {@link Player} (random mover, one-ply greedy) taking part in a match in-process. */
final class BuiltinPlayer implements MatchPlayer {
    private final String name;
    private final Player player;

    BuiltinPlayer(String name, Player player) {
        this.name = name;
        this.player = player;
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public void newGame(Variant variant, String startFen, boolean standardStart) {
        player.newGame();
    }

    @Override
    public Reply think(Turn turn) {
        var position = turn.position().copy();
        int move = player.choose(position);
        return new Reply(position.variant().machineNotation().format(position, move), null);
    }

    @Override
    public boolean isHealthy() {
        return true;
    }

    @Override
    public void close() {
    }
}
