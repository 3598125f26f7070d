package org.heterodox.server.backup;

import java.util.List;

/** One table of the site's database as a backup sees it: its name as the database spells it, and its columns. */
record SiteTable(String name, List<SiteColumn> columns) {
    /** The name the archive uses: lower case, the same from H2 (which folds to upper case) and PostgreSQL. */
    String key() {
        return name.toLowerCase(java.util.Locale.ROOT);
    }

    List<String> columnKeys() {
        return columns.stream().map(SiteColumn::key).toList();
    }
}
