package org.heterodox.engine;

/** Receives a search's progress; called on the searching thread. */
@FunctionalInterface
public interface SearchListener {
    SearchListener NONE = info -> { };

    void onInfo(SearchInfo info);
}
