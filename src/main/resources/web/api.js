// The server (docs/API.md): JSON over HTTP, and a board's events over a WebSocket that reconnects by
// itself. Nothing else is ever asked of the network.
import { store } from './store.js';

/** An answer that is not 2xx, or no answer at all (status 0). */
export class ApiError extends Error {
  constructor(status, body) {
    super(body && body.error ? body.error : status ? 'HTTP ' + status : 'no answer');
    this.status = status;
    this.body = body || {};
  }
}

export async function api(method, path, body, auth) {
  const headers = {};
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (auth) headers.Authorization = auth;
  let r;
  try {
    r = await fetch(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  } catch {
    throw new ApiError(0, null);
  }
  let json = null;
  try { json = await r.json(); } catch { /* not JSON */ }
  if (!r.ok) throw new ApiError(r.status, json);
  return json;
}

export const seatAuth = (seat) => (seat ? 'Bearer ' + seat : undefined);

/** This browser's player id (secret: it is sent with new boards so that ratings follow the player). */
export function playerId() {
  let p = store.get('player');
  if (!p) {
    const bytes = crypto.getRandomValues(new Uint8Array(15));
    p = Array.from(bytes, (b) => 'abcdefghijklmnopqrstuvwxyz234567'[b & 31]).join('') + 'webpg';
    store.set('player', p);
  }
  return p;
}

export const playerAuth = () => 'Player ' + playerId();

/**
 * A board's events (PLAY-ONLINE): every event after {@code version()} on connect, then each as it
 * happens; when the connection drops it comes back by itself, and says so through onStatus.
 */
export function openBoardSocket(code, { version, seat, onEvent, onStatus }) {
  let ws = null, closed = false, delay = 400, timer = null;
  const connect = () => {
    if (closed) return;
    const v = version();
    ws = new WebSocket(`${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/ws/boards/${code}?v=${v}`);
    ws.onopen = () => {
      delay = 400;
      if (seat) ws.send(JSON.stringify({ type: 'hello', seat })); // a player, not a watcher
      onStatus(true);
    };
    ws.onmessage = (e) => {
      let ev;
      try { ev = JSON.parse(e.data); } catch { return; }
      onEvent(ev);
    };
    ws.onclose = () => {
      if (closed) return;
      onStatus(false);
      timer = setTimeout(connect, delay);
      delay = Math.min(delay * 2, 4000);
    };
  };
  connect();
  return {
    close() {
      closed = true;
      clearTimeout(timer);
      if (ws) { ws.onclose = null; ws.close(); }
    },
  };
}
