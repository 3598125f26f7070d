package org.heterodox.server.testing;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.Map;

/**
 * One HTTP/1.1 request written byte for byte on a socket, for what {@link java.net.http.HttpClient}
 * refuses to send (a path with {@code %ZZ} or raw spaces, a header with control characters), and its
 * answer read back.
 */
public final class RawHttp {
    private RawHttp() {
    }

    /** The answer: status and body (de-chunked). */
    public record Answer(int status, String body) {
    }

    /** Sends the request with {@code Connection: close}; a read stalled for {@code timeoutMs} throws. */
    public static Answer send(int port, String method, String target, Map<String, String> headers, byte[] body,
                              int timeoutMs) throws IOException {
        try (Socket socket = new Socket("127.0.0.1", port)) {
            socket.setSoTimeout(timeoutMs);
            StringBuilder head = new StringBuilder(method).append(' ').append(target).append(" HTTP/1.1\r\n")
                    .append("Host: 127.0.0.1:").append(port).append("\r\nConnection: close\r\n");
            headers.forEach((name, value) -> head.append(name).append(": ").append(value).append("\r\n"));
            if (body.length > 0 || !method.equals("GET")) {
                head.append("Content-Length: ").append(body.length).append("\r\n");
            }
            head.append("\r\n");
            OutputStream out = socket.getOutputStream();
            out.write(head.toString().getBytes(StandardCharsets.UTF_8));
            try {
                out.write(body);
                out.flush();
            } catch (IOException refusedEarly) {
                // the server may answer and close before reading a body it refuses: read that answer
            }
            return parse(socket.getInputStream().readAllBytes());
        }
    }

    private static Answer parse(byte[] bytes) throws IOException {
        String text = new String(bytes, StandardCharsets.ISO_8859_1);
        int end = text.indexOf("\r\n\r\n");
        if (!text.startsWith("HTTP/1.1 ") || end < 0) {
            throw new IOException("not an HTTP answer: " + text.substring(0, Math.min(200, text.length())));
        }
        int status = Integer.parseInt(text.substring(9, 12));
        String head = text.substring(0, end).toLowerCase(java.util.Locale.ROOT);
        byte[] body = java.util.Arrays.copyOfRange(bytes, end + 4, bytes.length);
        if (head.contains("\r\ntransfer-encoding: chunked")) {
            body = dechunk(new java.io.ByteArrayInputStream(body));
        }
        return new Answer(status, new String(body, StandardCharsets.UTF_8));
    }

    private static byte[] dechunk(InputStream in) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        while (true) {
            StringBuilder line = new StringBuilder();
            int c;
            while ((c = in.read()) != -1 && c != '\n') {
                if (c != '\r') {
                    line.append((char) c);
                }
            }
            String size = line.toString().split(";")[0].trim();
            if (c == -1 || size.isEmpty()) {
                return out.toByteArray();
            }
            int length = Integer.parseInt(size, 16);
            if (length == 0) {
                return out.toByteArray();
            }
            out.write(in.readNBytes(length));
            in.read();
            in.read();
        }
    }
}
