package org.heterodox.server.rating;

/**
 * A player's Glicko-2 rating on the Glicko scale: the rating, its deviation (RD) and the volatility.
 * A rating is provisional while its deviation is above {@link #PROVISIONAL_DEVIATION}, as on lichess.
 */
public record Rating(double rating, double deviation, double volatility) {
    /** A new player's rating, as in Glickman's description of Glicko-2. */
    public static final Rating NEW = new Rating(1500, 350, 0.06);
    public static final double PROVISIONAL_DEVIATION = 110;

    public Rating {
        if (!Double.isFinite(rating) || !(deviation > 0) || !Double.isFinite(deviation) || !(volatility > 0)
                || !Double.isFinite(volatility)) {
            throw new IllegalArgumentException("not a rating: " + rating + ", RD " + deviation + ", volatility " + volatility);
        }
    }

    public boolean provisional() {
        return deviation > PROVISIONAL_DEVIATION;
    }
}
