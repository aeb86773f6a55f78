// The analysis graph: White's chances after each ply from the engine's evaluation (the logistic that
// lichess uses on centipawns), mistakes marked, the ply shown as a line. A click chooses a ply.
const W = 300, H = 90;

/** White's expected score, 0 to 1, from an evaluation after a ply ({cp} or {mate}, White's view). */
export function whiteChance(ev) {
  if (!ev) return 0.5;
  if (ev.mate != null) return ev.mate ? (ev.mate > 0 ? 1 : 0) : (ev.winner === 'white' ? 1 : 0); // mate 0: the game is over
  return 1 / (1 + Math.exp(-0.00368208 * ev.cp));
}

export function drawAnalysis(svg, plies, n, current) {
  if (!plies || !plies.length) {
    svg.innerHTML = `<line class="mid" x1="0" y1="${H / 2}" x2="${W}" y2="${H / 2}"/>`;
    svg.dataset.points = 0;
    return;
  }
  const by = new Map(plies.map((p) => [p.ply, p]));
  const x = (k) => (n ? (k / n) * W : 0);
  const y = (p) => H - whiteChance(p && p.eval) * H;
  const pts = [];
  for (let k = 0; k <= n; k++) if (by.has(k)) pts.push([x(k), y(by.get(k)), by.get(k)]);
  const line = pts.map(([a, b]) => `${a.toFixed(1)},${b.toFixed(1)}`).join(' ');
  const area = `0,${H / 2} ${line} ${x(n).toFixed(1)},${H / 2}`;
  const marks = pts.filter(([, , p]) => p.judgement).map(([a, b, p]) =>
    `<circle class="mark ${p.judgement}" data-ply="${p.ply}" cx="${a.toFixed(1)}" cy="${b.toFixed(1)}" r="3.2"/>`).join('');
  svg.innerHTML = `<polygon class="area" points="${area}"/><line class="mid" x1="0" y1="${H / 2}" x2="${W}" y2="${H / 2}"/>`
    + `<polyline class="line" points="${line}"/>${marks}`
    + `<line class="cursor" x1="${x(current).toFixed(1)}" y1="0" x2="${x(current).toFixed(1)}" y2="${H}"/>`;
  svg.dataset.points = pts.length;
}
