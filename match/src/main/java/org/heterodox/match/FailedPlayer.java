package org.heterodox.match;

import org.heterodox.rules.Variant;

/** Stands in for an engine that could not be started: each game it is given fails with that cause. */
final class FailedPlayer implements Player {
    private final String name;
    private final EngineFailure cause;

    FailedPlayer(String name, EngineFailure cause) {
        this.name = name;
        this.cause = cause;
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public void newGame(Variant variant, String startFen, boolean standardStart) throws EngineFailure {
        throw new EngineFailure(cause.kind(), cause.getMessage());
    }

    @Override
    public Reply think(Turn turn) throws EngineFailure {
        throw new EngineFailure(cause.kind(), cause.getMessage());
    }

    @Override
    public boolean isHealthy() {
        return false;
    }
}
