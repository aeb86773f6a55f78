package org.passant.server;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

import org.eclipse.jetty.http.HttpParser;
import org.eclipse.jetty.io.EndPoint;
import org.eclipse.jetty.server.AbstractConnector;
import org.eclipse.jetty.server.Connector;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.internal.HttpConnection;

/**
 * A deadline for reading a request's head (issue 48, item 5): a connection that has begun a
 * request (or opened and sent nothing) and not finished its request line and headers within the
 * deadline is closed, so that clients sending a byte now and then (slowloris) cannot hold the
 * server's connections; Jetty's idle timeout alone is reset by every byte. Checked twice a second.
 */
final class HeaderDeadline implements AutoCloseable {
    private final long deadlineMs;
    private final Map<EndPoint, Long> reading = new ConcurrentHashMap<>();
    private final ScheduledExecutorService timer = Executors.newSingleThreadScheduledExecutor(r -> {
        Thread t = new Thread(r, "passant-header-deadline");
        t.setDaemon(true);
        return t;
    });
    private volatile long closed;

    HeaderDeadline(long deadlineMs) {
        this.deadlineMs = deadlineMs;
    }

    /** Starts watching the server's connections. */
    void watch(Server server) {
        if (deadlineMs <= 0) {
            return;
        }
        timer.scheduleWithFixedDelay(() -> check(server), 500, 500, TimeUnit.MILLISECONDS);
    }

    /** How many connections the deadline closed so far. */
    long closed() {
        return closed;
    }

    private void check(Server server) {
        try {
            long now = System.nanoTime() / 1_000_000;
            for (Connector c : server.getConnectors()) {
                if (!(c instanceof AbstractConnector connector)) {
                    continue;
                }
                for (EndPoint ep : connector.getConnectedEndPoints()) {
                    if (!(ep.getConnection() instanceof HttpConnection http) || !inHead(http)) {
                        reading.remove(ep);
                        continue;
                    }
                    long since = reading.computeIfAbsent(ep, k -> now);
                    if (now - since > deadlineMs) {
                        reading.remove(ep);
                        closed++;
                        ep.close();
                    }
                }
            }
            reading.keySet().removeIf(ep -> !ep.isOpen());
        } catch (RuntimeException e) {
            System.err.println("passant serve: the header deadline's check failed once: " + e);
        }
    }

    /**
     * Whether the connection is reading a request's head: its parser has started one and not
     * reached its content, or nothing at all has come on a new connection yet.
     */
    private static boolean inHead(HttpConnection http) {
        HttpParser parser = http.getParser();
        if (parser.isState(HttpParser.State.START)) {
            return http.getMessagesIn() == 0 && http.getBytesIn() == 0;
        }
        return parser.inHeaderState();
    }

    @Override
    public void close() {
        timer.shutdownNow();
    }
}
