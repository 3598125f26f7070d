package org.heterodox.server.site;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import org.heterodox.server.HeterodoxServer;
import org.heterodox.server.testing.OpenApiSchemas;
import org.heterodox.server.testing.TestClient;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ServerHealthTest {
    @TempDir
    Path data;

    @Test
    void healthReportsTheDatabaseUpAndTheApiDescriptionIsServed() {
        try (HeterodoxServer server = HeterodoxServer.start(0, null, data)) {
            TestClient client = new TestClient(server.port());
            TestClient.Reply health = client.get("/api/health");
            assertThat(health.status()).isEqualTo(200);
            assertThat(health.json().path("status").asText()).isEqualTo("ok");
            assertThat(health.json().path("database").asText()).isEqualTo("ok");
            assertThat(health.contentType()).startsWith("application/json");
            TestClient.Reply spec = client.get("/api/openapi.yaml");
            assertThat(spec.status()).isEqualTo(200);
            assertThat(spec.body()).startsWith("openapi: 3");
        }
        assertThat(data.resolve("heterodox.mv.db")).exists();
    }

    @Test
    void unknownEndpointIsAJson404() {
        try (HeterodoxServer server = HeterodoxServer.start(0, null, data)) {
            TestClient.Reply reply = new TestClient(server.port()).get("/api/nothing-here");
            assertThat(reply.status()).isEqualTo(404);
            assertThat(reply.error()).contains("/api/nothing-here");
        }
    }

    @Test
    void readinessTurnsTo503WhileTheServerDrainsAndRequestsAreStillServed() {
        try (HeterodoxServer server = HeterodoxServer.start(0, null, data)) {
            TestClient client = new TestClient(server.port());
            TestClient.Reply ready = client.get("/api/ready");
            assertThat(ready.status()).isEqualTo(200);
            assertThat(ready.json().path("status").asText()).isEqualTo("ready");
            OpenApiSchemas.conforms("Ready", ready.json());
            server.startDraining();
            TestClient.Reply draining = client.get("/api/ready");
            assertThat(draining.status()).isEqualTo(503);
            assertThat(draining.json().path("status").asText()).isEqualTo("draining");
            assertThat(client.get("/api/health").status()).as("still serving while it drains").isEqualTo(200);
            assertThat(client.post("/api/games", "{\"variant\":\"chess\"}").status()).isEqualTo(201);
        }
    }
}
