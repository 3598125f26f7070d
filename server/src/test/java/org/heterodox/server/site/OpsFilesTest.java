package org.heterodox.server.site;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.dataformat.yaml.YAMLMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The deployment files of docs/ops agree with each other and with the server: the compose file
 * parses, runs two servers on its PostgreSQL behind nginx, whose configuration names both and
 * upgrades WebSockets; the systemd unit runs the server as its own user, hardened.
 */
class OpsFilesTest {
    private static final Path OPS = Path.of("..", "docs", "ops");
    private static final List<String> SERVERS = List.of("heterodox-1", "heterodox-2");

    @Test
    void theComposeFileRunsTwoServersOnItsPostgresBehindNginx() throws Exception {
        JsonNode compose = new YAMLMapper().readTree(OPS.resolve("compose.yml").toFile());
        JsonNode services = compose.path("services");
        List<String> names = new ArrayList<>();
        services.fieldNames().forEachRemaining(names::add);
        assertThat(names).containsExactlyInAnyOrder("postgres", "heterodox-1", "heterodox-2", "nginx");
        String database = "jdbc:postgresql://postgres:5432/" + services.path("postgres").path("environment")
                .path("POSTGRES_DB").asText();
        for (String server : SERVERS) {
            JsonNode service = services.path(server);
            List<String> command = new ArrayList<>();
            service.path("command").forEach(arg -> command.add(arg.asText()));
            assertThat(command).as(server).startsWith("serve").contains("--host=0.0.0.0", "--port=8080",
                    "--db=" + database).anyMatch(arg -> arg.startsWith("--drain-seconds="));
            assertThat(service.path("depends_on").path("postgres").path("condition").asText())
                    .isEqualTo("service_healthy");
            assertThat(service.path("environment").path("PGUSER").asText())
                    .isEqualTo(services.path("postgres").path("environment").path("POSTGRES_USER").asText());
        }
        assertThat(services.path("heterodox-2").path("command")).isEqualTo(services.path("heterodox-1").path("command"));
        assertThat(services.path("nginx").path("volumes").get(0).asText())
                .isEqualTo("./nginx.conf:/etc/nginx/nginx.conf:ro");
    }

    @Test
    void nginxSpreadsOverBothServersAndUpgradesWebSockets() throws Exception {
        String nginx = Files.readString(OPS.resolve("nginx.conf"));
        for (String server : SERVERS) {
            assertThat(nginx).contains("server " + server + ":8080");
        }
        assertThat(nginx).contains("proxy_set_header Upgrade $http_upgrade;",
                "proxy_set_header Connection $connection_upgrade;", "proxy_http_version 1.1;",
                "proxy_set_header X-Forwarded-Proto $scheme;").doesNotContain("ip_hash", "sticky");
        assertThat(nginx.chars().filter(c -> c == '{').count()).as("balanced braces")
                .isEqualTo(nginx.chars().filter(c -> c == '}').count());
    }

    @Test
    void theSystemdUnitRunsTheServerAsItsOwnUserHardened() throws Exception {
        String unit = Files.readString(OPS.resolve("heterodox.service"));
        assertThat(unit.lines().map(String::strip).toList()).contains("User=heterodox", "StateDirectory=heterodox",
                "NoNewPrivileges=yes", "ProtectSystem=strict", "ProtectHome=yes", "PrivateTmp=yes",
                "CapabilityBoundingSet=", "Restart=on-failure", "WorkingDirectory=/var/lib/heterodox");
        assertThat(unit).contains("-jar /opt/heterodox/heterodox.jar serve", "--data /var/lib/heterodox",
                "--host 127.0.0.1");
        // (a unit's long lines go on after a backslash)
        String backup = Files.readString(OPS.resolve("heterodox-backup.service")).replaceAll("\\\\\n\\s*", "");
        assertThat(backup).contains("User=heterodox", "backup --data /var/lib/heterodox --out /var/backups/heterodox/");
    }
}
