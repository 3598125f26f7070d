package org.heterodox.rules;

/** One option a game accepts in its spec ({@code uchess:king-capture}), with what it changes, for people. */
public record GameOption(String name, String description) {
}
