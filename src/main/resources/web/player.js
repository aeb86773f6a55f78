// A player's page (PLAY-RECORD): the ratings per variant (atomic kept apart from chess, "?" while
// provisional), a plot of each rating's history, and the recent games, each a link to its replay.
import { t, language } from './i18n.js';
import { api, playerAuth } from './api.js';
import { $, escapeHtml, ratingText, when } from './ui.js';

const VARIANTS = ['chess', 'atomic'];

function plot(svg, history) {
  const W = 600, H = 200, pad = 34;
  const all = VARIANTS.flatMap((v) => (history[v] || []).map((h) => ({ ...h, v })));
  if (!all.length) {
    svg.innerHTML = `<text x="${W / 2}" y="${H / 2}" text-anchor="middle">${escapeHtml(t('noRatedGames'))}</text>`;
    svg.dataset.points = 0;
    return;
  }
  let lo = Math.min(...all.map((h) => h.rating)), hi = Math.max(...all.map((h) => h.rating));
  if (hi - lo < 100) { lo -= 50; hi += 50; }
  const t0 = Math.min(...all.map((h) => h.at)), t1 = Math.max(...all.map((h) => h.at));
  const x = (at) => pad + (t1 > t0 ? ((at - t0) / (t1 - t0)) * (W - 2 * pad) : (W - 2 * pad) / 2);
  const y = (r) => H - pad / 2 - ((r - lo) / (hi - lo)) * (H - pad);
  let out = `<line class="axis" x1="${pad}" y1="${y(lo)}" x2="${W - pad / 2}" y2="${y(lo)}"/>`
    + `<text x="2" y="${y(hi) + 4}">${Math.round(hi)}</text><text x="2" y="${y(lo)}">${Math.round(lo)}</text>`;
  for (const v of VARIANTS) {
    const h = history[v] || [];
    if (!h.length) continue;
    const pts = h.map((p) => `${x(p.at).toFixed(1)},${y(p.rating).toFixed(1)}`).join(' ');
    out += `<polyline class="${v}" data-variant="${v}" points="${h.length === 1 ? pts + ' ' + pts : pts}"/>`
      + h.map((p) => `<circle class="${v}" cx="${x(p.at).toFixed(1)}" cy="${y(p.rating).toFixed(1)}" r="2.5" fill="currentColor" stroke="none"><title>${Math.round(p.rating)}</title></circle>`).join('');
  }
  svg.innerHTML = out;
  svg.dataset.points = all.length;
}

function side(p) {
  if (!p) return '?';
  if (p.computer) return escapeHtml(t('computerLevel', { level: t(p.computer) }));
  return `<a href="/players/${encodeURIComponent(p.id)}" data-route>${escapeHtml(p.name || t('anonymous'))}</a> ${escapeHtml(ratingText(p))}`;
}

export async function showPlayer(id) {
  const lang = language();
  $('player-name').textContent = '…';
  let p;
  try {
    p = await api('GET', `/api/players/${encodeURIComponent(id)}`);
  } catch (e) {
    $('player-name').textContent = e.status === 404 ? t('noSuchPlayer') : t('err_network');
    $('player-ratings').innerHTML = '';
    $('rating-graph').innerHTML = '';
    $('player-games').tBodies[0].innerHTML = '';
    return;
  }
  const mine = window.passantMe === p.id;
  $('player-name').textContent = p.name || t('anonymous');
  $('player-panel').dataset.player = p.id;
  $('rename').hidden = !mine;
  if (mine) {
    $('name-input').value = p.name || '';
    $('rename').onsubmit = async (e) => {
      e.preventDefault();
      try {
        await api('POST', '/api/me', { name: $('name-input').value.trim() }, playerAuth());
        showPlayer(id);
      } catch (err) {
        $('player-name').textContent = (err.body && err.body.error) || t('err_network');
      }
    };
  }
  $('player-ratings').innerHTML = VARIANTS.map((v) => {
    const r = (p.ratings || {})[v];
    if (!r) return '';
    return `<div class="card" data-variant="${v}"><span>${escapeHtml(t(v))}</span><strong>${escapeHtml(ratingText(r))}</strong>`
      + `<span>${escapeHtml(t('record', { games: r.games || 0, wins: r.wins || 0, draws: r.draws || 0, losses: r.losses || 0 }))}</span></div>`;
  }).join('');
  plot($('rating-graph'), p.history || {});
  $('rating-legend').innerHTML = VARIANTS.map((v) => `<span class="${v}">━ ${escapeHtml(t(v))}</span>`).join(' ');
  const tbody = $('player-games').tBodies[0];
  tbody.innerHTML = (p.games || []).map((g) => `<tr data-code="${escapeHtml(g.code)}">`
    + `<td><a href="/b/${encodeURIComponent(g.code)}" data-route>${escapeHtml(when(g.at, lang))}</a></td>`
    + `<td>${escapeHtml(t(g.variant))}${g.rated ? '' : ' · ' + escapeHtml(t('unrated'))}</td>`
    + `<td>${side(g.white)} – ${side(g.black)}</td><td><strong>${escapeHtml(g.result || '*')}</strong></td></tr>`).join('')
    || `<tr><td>${escapeHtml(t('noGames'))}</td></tr>`;
}
