// What the page keeps in the browser (local storage, under "passant."): the player's id, the seats it
// holds, the chosen theme, view, language and sound.
export const store = {
  get(k) { try { return JSON.parse(localStorage.getItem('passant.' + k)); } catch { return null; } },
  set(k, v) { try { localStorage.setItem('passant.' + k, JSON.stringify(v)); } catch { /* private mode: kept for this visit only */ } },
  del(k) { try { localStorage.removeItem('passant.' + k); } catch { /* nothing kept */ } },
};

/** The seats this browser holds, by board code: {seat, color, mode}. */
export function seatOf(code) {
  const all = store.get('seats') || {};
  return all[code] || null;
}

export function keepSeat(code, seat) {
  const all = store.get('seats') || {};
  all[code] = seat;
  const codes = Object.keys(all);
  if (codes.length > 200) delete all[codes[0]]; // the oldest first: a browser's history of boards stays small
  store.set('seats', all);
}
