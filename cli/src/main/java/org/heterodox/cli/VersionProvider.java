package org.heterodox.cli;

import picocli.CommandLine.IVersionProvider;

/** Reads the version from the jar manifest (falls back to "development" when run from classes). */
final class VersionProvider implements IVersionProvider {
    @Override
    public String[] getVersion() {
        String version = Main.class.getPackage().getImplementationVersion();
        return new String[] {"heterodox " + (version == null ? "development" : version)};
    }
}
