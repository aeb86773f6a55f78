package org.passant.proof;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;

/** The repository root and the small record files under proofs/ and specs/. */
public final class Repo {
    private Repo() {
    }

    /** The repository root: {@code -Dpassant.root} (set by the pom), else the working directory. */
    public static Path root() {
        return Path.of(System.getProperty("passant.root", ".")).toAbsolutePath().normalize();
    }

    /** A contract id as a file name: {@code EnPassant.rank} stays, anything odd becomes '_'. */
    public static String fileName(String id) {
        return id.replaceAll("[^A-Za-z0-9.]", "_");
    }

    /** The first word of every line that is not empty and not a '#' comment. */
    public static TreeSet<String> readIds(Path file) {
        TreeSet<String> ids = new TreeSet<>();
        readReasons(file).keySet().forEach(ids::add);
        return ids;
    }

    /** Lines {@code id  reason...}: the first word, and the rest of the line. */
    public static Map<String, String> readReasons(Path file) {
        Map<String, String> map = new LinkedHashMap<>();
        if (!Files.exists(file)) {
            return map;
        }
        try {
            for (String line : Files.readAllLines(file)) {
                String t = line.trim();
                if (t.isEmpty() || t.startsWith("#")) {
                    continue;
                }
                String[] parts = t.split("\\s+", 2);
                map.put(parts[0], parts.length > 1 ? parts[1].trim() : "");
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return map;
    }

    /** The rows of {@code proofs/results.tsv}, split at tabs: no comment line, no column header. */
    public static List<String[]> readResults(Path file) {
        List<String[]> rows = new ArrayList<>();
        if (!Files.exists(file)) {
            return rows;
        }
        try {
            for (String line : Files.readAllLines(file)) {
                if (line.isBlank() || line.startsWith("#") || line.startsWith("contract\t")) {
                    continue;
                }
                rows.add(line.split("\t", -1));
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return rows;
    }

    public static void writeIds(Path file, Collection<String> ids, String comment) {
        StringBuilder sb = new StringBuilder("# ").append(comment).append('\n');
        for (String id : ids) {
            sb.append(id).append('\n');
        }
        try {
            Files.createDirectories(file.getParent());
            Files.writeString(file, sb.toString());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
