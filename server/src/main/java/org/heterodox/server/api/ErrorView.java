package org.heterodox.server.api;

/** Every refusal, over HTTP: the status code and what is wrong. */
public record ErrorView(int status, String error) {
}
