package org.heterodox.gamedb;

/**
 * What a search asks for; null fields do not filter. Names match case-insensitively from their
 * start ({@code "carl"} finds "Carlsen, M."), a name of several words in either order and in PGN's
 * "Last, First" form too ({@code "Mario Rossi"} finds "Rossi, Mario", see {@link NameQuery}); dates
 * compare as PGN dates ({@code 2024.05.01}).
 *
 * @param player      either side's name
 * @param positionKey games that reached this {@linkplain PositionKey position}
 */
public record GameFilter(String variant, String player, String white, String black, String event, String dateFrom,
                         String dateTo, String result, Long positionKey) {
    public static GameFilter all() {
        return new GameFilter(null, null, null, null, null, null, null, null, null);
    }

    public GameFilter withPosition(long key) {
        return new GameFilter(variant, player, white, black, event, dateFrom, dateTo, result, key);
    }

    /** Whether anything but the position filters. */
    boolean filtersColumns() {
        return variant != null || player != null || white != null || black != null || event != null
                || dateFrom != null || dateTo != null || result != null;
    }
}
