package org.heterodox.server.api;

import java.net.URI;
import java.util.Locale;

/**
 * Which pages may change state here, judged by the {@code Origin} a browser sends (OWASP: verify the
 * origin with standard headers). The site's public URL, when configured, is the one origin of its
 * pages; besides it, a page served by this server under an IP address or {@code localhost} (the
 * Host it was asked for is then an address, not a DNS name that an attacker's site could rebind to
 * this server). The Host a client sends is never trusted on its own.
 */
public final class OriginPolicy {
    private final String publicOrigin;

    private OriginPolicy(String publicOrigin) {
        this.publicOrigin = publicOrigin;
    }

    /** The policy for a site reached at {@code publicUrl} (null: none configured); refuses a URL that is not http(s). */
    public static OriginPolicy of(String publicUrl) {
        if (publicUrl == null || publicUrl.isBlank()) {
            return new OriginPolicy(null);
        }
        String origin = normalise(publicUrl.strip());
        if (origin == null) {
            throw new IllegalArgumentException("the public URL must be an http or https address such as"
                    + " https://chess.example.org, not '" + publicUrl + "'");
        }
        return new OriginPolicy(origin);
    }

    /** The configured public origin ({@code scheme://host[:port]}), or null. */
    public String publicOrigin() {
        return publicOrigin;
    }

    /**
     * Whether a request that changes state may come from {@code origin} (null: the client sent none,
     * as non-browser clients do) given the {@code host} it was sent to.
     */
    public boolean allows(String origin, String host) {
        if (origin == null) {
            return true;
        }
        String normalised = normalise(origin);
        if (normalised == null) {
            return false; // "null" (sandboxed frames, files) or not an address
        }
        if (normalised.equals(publicOrigin)) {
            return true;
        }
        if (host == null) {
            return false;
        }
        URI page = URI.create(normalised);
        String authority = page.getRawAuthority();
        return authority.equalsIgnoreCase(host) && addressOrLocalhost(page.getHost());
    }

    /** {@code scheme://host[:port]} in lower case without the scheme's default port, or null when not http(s). */
    static String normalise(String url) {
        try {
            URI uri = new URI(url);
            String scheme = uri.getScheme() == null ? null : uri.getScheme().toLowerCase(Locale.ROOT);
            if (!"http".equals(scheme) && !"https".equals(scheme) || uri.getHost() == null) {
                return null;
            }
            if (uri.getRawPath() != null && !uri.getRawPath().isEmpty() && !uri.getRawPath().equals("/")
                    || uri.getRawQuery() != null || uri.getRawFragment() != null || uri.getRawUserInfo() != null) {
                return null;
            }
            int port = uri.getPort();
            boolean defaultPort = port == -1 || scheme.equals("http") && port == 80 || scheme.equals("https") && port == 443;
            return scheme + "://" + uri.getHost().toLowerCase(Locale.ROOT) + (defaultPort ? "" : ":" + port);
        } catch (java.net.URISyntaxException e) {
            return null;
        }
    }

    /** An IPv4 or IPv6 literal, or localhost: names no DNS record can point elsewhere. */
    private static boolean addressOrLocalhost(String host) {
        if (host.equalsIgnoreCase("localhost") || host.startsWith("[")) {
            return true;
        }
        String[] parts = host.split("\\.", -1);
        if (parts.length != 4) {
            return false;
        }
        for (String part : parts) {
            if (part.isEmpty() || part.length() > 3 || !part.chars().allMatch(Character::isDigit)
                    || Integer.parseInt(part) > 255) {
                return false;
            }
        }
        return true;
    }
}
