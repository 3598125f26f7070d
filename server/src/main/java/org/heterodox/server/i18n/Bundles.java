package org.heterodox.server.i18n;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Properties;

/** Reads the server's message files, {@code i18n/<name>.properties} (English) and {@code i18n/<name>_<language>.properties}, as UTF-8. */
final class Bundles {
    private Bundles() {
    }

    /** The texts of one file by key; empty when the file does not exist. */
    static Map<String, String> load(String name, Locale locale) {
        String path = "i18n/" + name + (RequestLanguage.isEnglish(locale) ? "" : "_" + locale.getLanguage()) + ".properties";
        try (InputStream in = Bundles.class.getClassLoader().getResourceAsStream(path)) {
            if (in == null) {
                return Map.of();
            }
            Properties properties = new Properties();
            properties.load(new InputStreamReader(in, StandardCharsets.UTF_8));
            Map<String, String> texts = new LinkedHashMap<>();
            properties.stringPropertyNames().stream().sorted().forEach(k -> texts.put(k, properties.getProperty(k)));
            return Map.copyOf(texts);
        } catch (IOException e) {
            throw new UncheckedIOException("the message file " + path + " cannot be read", e);
        }
    }
}
