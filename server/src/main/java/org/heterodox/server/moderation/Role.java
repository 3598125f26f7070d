package org.heterodox.server.moderation;

import java.util.Arrays;
import java.util.Locale;
import java.util.stream.Collectors;

/** A role granted with {@code heterodox admin grant}: both may moderate; an admin is also named as such. */
public enum Role {
    ADMIN, MODERATOR;

    public String wire() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** The role of a wire name, or an IllegalArgumentException naming the valid ones. */
    public static Role of(String name) {
        for (Role role : values()) {
            if (role.wire().equals(name)) {
                return role;
            }
        }
        throw new IllegalArgumentException("unknown role '" + name + "'; the roles are "
                + Arrays.stream(values()).map(Role::wire).collect(Collectors.joining(", ")));
    }
}
