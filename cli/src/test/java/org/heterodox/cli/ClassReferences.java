package org.heterodox.cli;

import java.io.DataInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The project classes a compiled class names, read from its constant pool (class references, field and
 * method descriptors, generic signatures): what it links to. A small reader of the class-file format,
 * so that a test can check which modules a command reaches without a library for it.
 */
final class ClassReferences {
    private static final Pattern PROJECT_CLASS = Pattern.compile("org/heterodox/[A-Za-z0-9_/$]+");

    private ClassReferences() {
    }

    /** The project classes (internal names, {@code org/heterodox/...}) named in the class file {@code in}. */
    static Set<String> of(InputStream in) throws IOException {
        DataInputStream data = new DataInputStream(in);
        if (data.readInt() != 0xCAFEBABE) {
            throw new IOException("not a class file");
        }
        data.readUnsignedShort();
        data.readUnsignedShort();
        int count = data.readUnsignedShort();
        Set<String> names = new TreeSet<>();
        for (int i = 1; i < count; i++) {
            int tag = data.readUnsignedByte();
            switch (tag) {
                case 1 -> {
                    Matcher matcher = PROJECT_CLASS.matcher(data.readUTF());
                    while (matcher.find()) {
                        names.add(matcher.group());
                    }
                }
                case 7, 8, 16, 19, 20 -> data.skipBytes(2);
                case 15 -> data.skipBytes(3);
                case 3, 4, 9, 10, 11, 12, 17, 18 -> data.skipBytes(4);
                case 5, 6 -> {
                    data.skipBytes(8);
                    i++;
                }
                default -> throw new IOException("unknown constant pool tag " + tag);
            }
        }
        return names;
    }

    /**
     * Every project class reachable from {@code roots} through classes whose names start with
     * {@code within} (the classes of one module), with the class that first named it: what linking the
     * roots brings in.
     */
    static Map<String, String> reachable(Set<String> roots, String within) throws IOException {
        Map<String, String> namedBy = new LinkedHashMap<>();
        Deque<String> todo = new ArrayDeque<>(roots);
        roots.forEach(root -> namedBy.put(root, root));
        while (!todo.isEmpty()) {
            String name = todo.poll();
            if (!name.startsWith(within)) {
                continue;
            }
            try (InputStream in = ClassReferences.class.getResourceAsStream("/" + name + ".class")) {
                if (in == null) {
                    continue;
                }
                for (String referenced : of(in)) {
                    if (namedBy.putIfAbsent(referenced, name) == null) {
                        todo.add(referenced);
                    }
                }
            }
        }
        return namedBy;
    }
}
