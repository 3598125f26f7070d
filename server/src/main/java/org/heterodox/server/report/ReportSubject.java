package org.heterodox.server.report;

/** The game a report is of: a site game by its id, or a game of the game database by its number. */
public record ReportSubject(Source source, String key) {
    /** Where the game is kept; {@code column} is the value stored in {@code game_reports.source}. */
    public enum Source {
        SITE("site"),
        DATABASE("db");

        private final String column;

        Source(String column) {
            this.column = column;
        }

        public String column() {
            return column;
        }

        static Source ofColumn(String column) {
            return column.equals("db") ? DATABASE : SITE;
        }
    }

    public static ReportSubject site(String id) {
        return new ReportSubject(Source.SITE, id);
    }

    public static ReportSubject database(long id) {
        return new ReportSubject(Source.DATABASE, Long.toString(id));
    }

    @Override
    public String toString() {
        return (source == Source.SITE ? "game " : "database game ") + key;
    }
}
