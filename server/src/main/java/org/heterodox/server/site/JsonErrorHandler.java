package org.heterodox.server.site;

import com.fasterxml.jackson.core.JsonProcessingException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import org.eclipse.jetty.http.HttpFields;
import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.handler.ErrorHandler;
import org.heterodox.server.api.Json;

/**
 * Jetty's own answers (a request it refuses before the application sees it, such as a path with an
 * encoded NUL or an ambiguous segment) in the API's JSON error shape, with the site's security
 * headers, instead of Jetty's HTML page.
 */
public final class JsonErrorHandler extends ErrorHandler {
    @Override
    public ByteBuffer badMessageError(int status, String reason, HttpFields.Mutable fields) {
        fields.put(HttpHeader.CONTENT_TYPE, "application/json; charset=utf-8");
        fields.put("Content-Security-Policy", SecurityHeaders.CONTENT_SECURITY_POLICY);
        fields.put("X-Frame-Options", "DENY");
        fields.put("X-Content-Type-Options", "nosniff");
        return ByteBuffer.wrap(body(status, reason));
    }

    @Override
    protected void generateAcceptableResponse(Request baseRequest, HttpServletRequest request, HttpServletResponse response,
                                              int code, String message) throws IOException {
        baseRequest.setHandled(true);
        response.setContentType("application/json; charset=utf-8");
        SecurityHeaders.apply(response::setHeader);
        response.getOutputStream().write(body(code, message));
    }

    private static byte[] body(int status, String reason) {
        String text = "the request was refused (" + status + (reason == null || reason.isBlank() ? "" : ": " + reason) + ")";
        try {
            return Json.MAPPER.writeValueAsBytes(Map.of("error", text));
        } catch (JsonProcessingException e) {
            return "{\"error\":\"the request was refused\"}".getBytes(StandardCharsets.UTF_8);
        }
    }
}
