package org.heterodox.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.networknt.schema.JsonSchema;
import com.networknt.schema.JsonSchemaFactory;
import com.networknt.schema.SchemaLocation;
import com.networknt.schema.SchemaValidatorsConfig;
import com.networknt.schema.SpecVersion;
import com.networknt.schema.ValidationMessage;
import com.networknt.schema.oas.OpenApi30;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/** The schemas of openapi.yaml, for tests that check the JSON the server writes against them. */
public final class OpenApiSchemas {
    private static final JsonSchemaFactory FACTORY = JsonSchemaFactory.getInstance(SpecVersion.VersionFlag.V4,
            builder -> builder.metaSchema(OpenApi30.getInstance()).defaultMetaSchemaIri(OpenApi30.getInstance().getIri()));
    private static final Map<String, JsonSchema> SCHEMAS = new ConcurrentHashMap<>();

    private OpenApiSchemas() {
    }

    private static JsonSchema schema(String name) {
        return SCHEMAS.computeIfAbsent(name, n -> FACTORY.getSchema(
                SchemaLocation.of("classpath:openapi.yaml#/components/schemas/" + n),
                SchemaValidatorsConfig.builder().build()));
    }

    /** What is wrong with {@code json} against the named schema (nothing when it conforms). */
    public static Set<ValidationMessage> errors(String schema, JsonNode json) {
        return schema(schema).validate(json);
    }

    /** Asserts that {@code json} conforms to the named schema, and returns it. */
    public static JsonNode conforms(String schema, JsonNode json) {
        assertThat(errors(schema, json)).as("%s against %s", json, schema).isEmpty();
        return json;
    }
}
