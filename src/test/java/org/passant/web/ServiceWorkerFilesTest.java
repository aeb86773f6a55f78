package org.passant.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Test;

/**
 * Every file the service worker keeps for offline use (web/sw.js, its PAGE and MODULE lists) is one
 * the jar serves: a file the list names and the build lacks would fail the service worker's
 * install, and the page would silently not open offline. Checked against target/classes/web, where
 * the page's files and the TeaVM build's (passant.wasm, passant-runtime.js) both land.
 */
class ServiceWorkerFilesTest {
    static final Path SERVED = Path.of("target", "classes", "web");
    static final Path WORKER = Path.of("src", "main", "resources", "web", "sw.js");

    static List<String> listed(String name, String script) {
        Matcher list = Pattern.compile("const " + name + " = \\[([^\\]]*)\\]").matcher(script);
        assertTrue(list.find(), "sw.js has its " + name + " list");
        List<String> paths = new ArrayList<>();
        Matcher path = Pattern.compile("'([^']*)'").matcher(list.group(1));
        while (path.find()) {
            paths.add(path.group(1));
        }
        return paths;
    }

    @Test
    void everyListedFileIsServed() throws IOException {
        String script = Files.readString(WORKER);
        List<String> paths = new ArrayList<>(listed("PAGE", script));
        paths.addAll(listed("MODULE", script));
        assertTrue(paths.contains("/offline/passant.wasm") && paths.contains("/"), "the page and the module are listed: " + paths);
        List<String> missing = new ArrayList<>();
        for (String p : paths) {
            Path file = SERVED.resolve(p.equals("/") ? "index.html" : p.substring(1));
            if (!p.startsWith("/") || !Files.isRegularFile(file)) {
                missing.add(p);
            }
        }
        assertEquals(List.of(), missing, "listed in sw.js but not served from " + SERVED);
    }
}
