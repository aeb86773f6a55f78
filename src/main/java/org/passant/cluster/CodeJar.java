package org.passant.cluster;

import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.stream.Stream;

/**
 * The jar the cluster's executors load Passant's classes from: the jar this class came from
 * (target/passant.jar under ./passant), or, when the classes are a folder (the tests), a jar of
 * that folder made once per run.
 */
final class CodeJar {
    private CodeJar() {
    }

    private static Path made;

    static synchronized Path path() {
        Path location;
        try {
            location = Path.of(CodeJar.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        } catch (URISyntaxException | NullPointerException | SecurityException e) {
            throw new IllegalStateException("cannot tell where Passant's classes are loaded from", e);
        }
        if (Files.isRegularFile(location)) {
            return location;
        }
        if (made == null) {
            made = jarOf(List.of(location));
        }
        return made;
    }

    /** A jar of the files under some folders (a temporary file, deleted when this JVM exits). */
    static Path jarOf(List<Path> folders) {
        try {
            Path jar = Files.createTempFile("passant-classes", ".jar");
            jar.toFile().deleteOnExit();
            try (OutputStream out = Files.newOutputStream(jar); JarOutputStream zip = new JarOutputStream(out)) {
                for (Path folder : folders) {
                    try (Stream<Path> files = Files.walk(folder)) {
                        for (Path f : (Iterable<Path>) files.filter(Files::isRegularFile).sorted()::iterator) {
                            zip.putNextEntry(new JarEntry(folder.relativize(f).toString().replace('\\', '/')));
                            Files.copy(f, zip);
                            zip.closeEntry();
                        }
                    }
                }
            }
            return jar;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot make a jar of Passant's classes", e);
        }
    }
}
