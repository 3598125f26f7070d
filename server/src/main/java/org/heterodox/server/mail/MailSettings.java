package org.heterodox.server.mail;

import java.net.URI;
import java.net.URISyntaxException;
import java.util.Locale;

/**
 * Where and how the server sends mail: an SMTP server ({@code smtp://HOST:PORT}, STARTTLS when it offers it),
 * optional credentials, the sender's address, and the site's public address that every link in a mail starts with.
 *
 * @param user null for an SMTP server that takes mail without logging in
 * @param siteUrl the public URL ({@code scheme://host[:port]}, no trailing slash) links are made from
 * @param noticeSweepMs how often the notices due (the hourly digests) are looked for
 */
public record MailSettings(String host, int port, String user, String password, String from, String siteUrl,
                           long noticeSweepMs) {
    /** Digests due are looked for every minute. */
    public static final long NOTICE_SWEEP_MS = 60_000;

    public MailSettings {
        if (noticeSweepMs <= 0) {
            throw new IllegalArgumentException("the notice sweep's period must be positive");
        }
        if (host == null || host.isBlank() || port < 1 || port > 65535) {
            throw new IllegalArgumentException("the SMTP server needs a host and a port from 1 to 65535");
        }
        if (siteUrl == null || siteUrl.isBlank()) {
            throw new IllegalArgumentException("mail links need the site's public URL (--public-url)");
        }
        if (from == null || !EmailAddress.valid(from)) {
            throw new IllegalArgumentException("the sender's address is not an e-mail address: " + from);
        }
        siteUrl = siteUrl.endsWith("/") ? siteUrl.substring(0, siteUrl.length() - 1) : siteUrl;
    }

    /**
     * Reads {@code smtp://HOST[:PORT]} (port 25 by default); {@code from} null: {@code heterodox@} the public URL's host.
     */
    public static MailSettings of(String smtpUrl, String user, String password, String from, String siteUrl) {
        URI uri;
        try {
            uri = new URI(smtpUrl);
        } catch (URISyntaxException e) {
            throw new IllegalArgumentException("not a URL: " + smtpUrl);
        }
        if (!"smtp".equalsIgnoreCase(uri.getScheme()) || uri.getHost() == null || uri.getUserInfo() != null
                || (uri.getPath() != null && !uri.getPath().isEmpty() && !uri.getPath().equals("/"))) {
            throw new IllegalArgumentException("expected smtp://HOST:PORT (credentials from the environment), not "
                    + smtpUrl);
        }
        if (siteUrl == null) {
            throw new IllegalArgumentException("mail links need the site's public URL (--public-url)");
        }
        String sender = from != null ? from : "heterodox@" + URI.create(siteUrl).getHost().toLowerCase(Locale.ROOT);
        boolean anonymous = user == null || user.isEmpty();
        return new MailSettings(uri.getHost(), uri.getPort() < 0 ? 25 : uri.getPort(), anonymous ? null : user,
                anonymous ? null : password, sender, siteUrl, NOTICE_SWEEP_MS);
    }

    public MailSettings withNoticeSweepMs(long ms) {
        return new MailSettings(host, port, user, password, from, siteUrl, ms);
    }

    /** A link to a page of the browser app, e.g. {@code link("reset/TOKEN")} gives {@code SITE/#/reset/TOKEN}. */
    public String appLink(String route) {
        return siteUrl + "/#/" + route;
    }

    /** A link to an API path ({@code /api/...}). */
    public String apiLink(String path) {
        return siteUrl + path;
    }
}
