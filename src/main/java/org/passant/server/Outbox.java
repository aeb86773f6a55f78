package org.passant.server;

import java.util.ArrayDeque;

import org.eclipse.jetty.websocket.api.Callback;
import org.eclipse.jetty.websocket.api.Session;

/**
 * What one WebSocket is sent, one message at a time: Jetty takes the next message only after the
 * last one is written, so messages from several threads (a board's events, replies to the
 * socket's own actions) queue here in order instead of failing. A client that does not read is
 * closed once {@link #MAX_QUEUED} messages wait for it. It also knows the side whose seat the
 * client said it holds ("hello"), so that it is not counted as a watcher.
 */
final class Outbox implements Play.Listener {
    static final int MAX_QUEUED = 1024;

    private final Session session;
    private final ArrayDeque<String> queue = new ArrayDeque<>();
    private boolean busy;
    private volatile int side;

    Outbox(Session session) {
        this.session = session;
    }

    @Override
    public int side() {
        return side;
    }

    @Override
    public void side(int side) {
        this.side = side;
    }

    @Override
    public void send(String text) {
        synchronized (this) {
            if (queue.size() >= MAX_QUEUED) {
                queue.clear();
                session.close(1008, "too many messages waiting: the client does not read", Callback.NOOP);
                return;
            }
            queue.addLast(text);
            if (busy) {
                return;
            }
            busy = true;
        }
        pump();
    }

    private void pump() {
        String next;
        synchronized (this) {
            next = queue.pollFirst();
            if (next == null) {
                busy = false;
                return;
            }
        }
        session.sendText(next, Callback.from(this::pump, failure -> {
            synchronized (this) {
                queue.clear();
                busy = false;
            }
        }));
    }
}
