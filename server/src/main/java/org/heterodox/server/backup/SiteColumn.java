package org.heterodox.server.backup;

/** A column: its name as the database spells it, its JDBC type ({@link java.sql.Types}) and whether the database numbers it. */
record SiteColumn(String name, int jdbcType, boolean generated) {
    String key() {
        return name.toLowerCase(java.util.Locale.ROOT);
    }
}
