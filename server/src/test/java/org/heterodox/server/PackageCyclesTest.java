package org.heterodox.server;

import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.Test;

/**
 * The server's packages depend on each other one way: no package (a domain, its {@code http}
 * sub-package, {@code api}, ...) reaches back to one that depends on it. A cycle is how one domain
 * starts carrying another's concepts.
 */
class PackageCyclesTest {
    private static final JavaClasses SERVER = new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .importPackages("org.heterodox.server");

    @Test
    void noPackageCycles() {
        slices().matching("org.heterodox.server.(**)").should().beFreeOfCycles().check(SERVER);
    }
}
