package org.heterodox.tournament.trf;

import org.heterodox.tournament.Entrant;

/**
 * A TRF16 player line ("001"): the entrant (starting rank, name, rating, rounds) and the fields the
 * report carries for arbiters, kept as written so that a report read and written again is unchanged.
 *
 * @param points the total as the line gives it, in half points (null when blank)
 * @param rank   the rank the line gives (0 when blank)
 */
public record TrfPlayer(Entrant entrant, String sex, String title, String federation, String fideId,
                        String birthDate, Integer points, int rank) {
}
