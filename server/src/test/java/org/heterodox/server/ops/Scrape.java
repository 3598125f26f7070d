package org.heterodox.server.ops;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.LinkedHashMap;
import java.util.Map;

/** One scrape of a metrics listener: each sample's name with its labels, as Prometheus writes it, and its value. */
record Scrape(String text, Map<String, Double> samples) {
    static Scrape of(HttpClient http, int port) throws Exception {
        HttpResponse<String> reply = http.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + "/metrics"))
                .GET().build(), HttpResponse.BodyHandlers.ofString());
        if (reply.statusCode() != 200) {
            throw new AssertionError("scrape answered " + reply.statusCode() + ": " + reply.body());
        }
        if (!reply.headers().firstValue("Content-Type").orElse("").startsWith("text/plain")) {
            throw new AssertionError("not Prometheus text: " + reply.headers().map());
        }
        Map<String, Double> samples = new LinkedHashMap<>();
        for (String line : reply.body().split("\n")) {
            if (line.isBlank() || line.startsWith("#")) {
                continue;
            }
            int space = line.lastIndexOf(' ');
            samples.put(line.substring(0, space), Double.parseDouble(line.substring(space + 1)));
        }
        return new Scrape(reply.body(), samples);
    }

    /** The sample's value; fails naming the samples of the family when it is absent. */
    double value(String sample) {
        Double value = samples.get(sample);
        if (value == null) {
            String family = sample.contains("{") ? sample.substring(0, sample.indexOf('{')) : sample;
            throw new AssertionError("no sample " + sample + "; the family has: " + samples.keySet().stream()
                    .filter(name -> name.startsWith(family)).toList());
        }
        return value;
    }

    /** The sample's value, 0 when it is absent (a counter not yet incremented). */
    double count(String sample) {
        return samples.getOrDefault(sample, 0.0);
    }

    boolean has(String family) {
        return samples.keySet().stream().anyMatch(name -> name.equals(family) || name.startsWith(family + "{"));
    }
}
