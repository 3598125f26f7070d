package org.heterodox.rules.ambiguous;

import org.heterodox.rules.chess.Squares;

/**
 * The listing behind {@code heterodox moves --variant ambiguous}: one line per allowed announcement,
 * the square then its candidate moves in SAN, e.g. {@code a3: a3 Na3}; in the CHOOSE phase a single
 * line for the pending square.
 */
public final class AnnouncementTable {
    private AnnouncementTable() {
    }

    public static String render(AmbiguousPosition position) {
        StringBuilder sb = new StringBuilder();
        if (position.phase() == AmbiguousPosition.Phase.CHOOSE) {
            int square = position.pendingSquare();
            return sb.append(Squares.name(square)).append(": ")
                    .append(AmbiguousDiagram.candidateList(position, position.candidates(square))).append('\n').toString();
        }
        for (AmbiguousPosition.Announcement announcement : position.announcements()) {
            sb.append(Squares.name(announcement.square())).append(": ")
                    .append(AmbiguousDiagram.candidateList(position, announcement.candidates())).append('\n');
        }
        return sb.toString();
    }
}
