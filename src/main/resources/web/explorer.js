// The clause explorer (issue 46): '/rules/CLAUSE-ID' shows one clause from its sentence to its proof:
// the Java predicate that states it (source, highlighted), its JML contract, what KeY did, the mutant
// that shows the clause matters, the tests that name it, and two boards where it holds and where it
// refuses a move, each playable (every move asked of the kernel, GET /api/explain). Its data,
// web/explorer/ID.json, is made by the build from the sources and proof reports (ClauseExplorer), so
// the page shows the code this very jar runs.
import { createBoard } from './board.js';
import { parseFen, play as playOnBoard } from './chess.js';
import { api } from './api.js';
import { language } from './i18n.js';
import { clauseText } from './clauses.js';
import { reasonText } from './reasons.js';
import { $, escapeHtml } from './ui.js';
import { say, pick } from './learn-texts.js';
import { highlight } from './highlight.js';
import { squareLabel, handMovable, lessonIds, lessonData } from './learn.js';

const cache = {};

/** The lessons' titles, for the boards' "from the lesson" line. */
async function titles() {
  const out = {};
  try {
    for (const id of await lessonIds()) out[id] = (await lessonData(id)).title;
  } catch { /* the boards just do not name their lesson */ }
  return out;
}

const h = (tag, cls, text) => `<${tag}${cls ? ` class="${cls}"` : ''}>${escapeHtml(text)}</${tag}>`;

/** '/rules/ID': the explorer page of clause ID. */
export async function showExplorer(id) {
  const panel = $('explorer-panel');
  panel.dataset.clause = id;
  let page;
  try {
    page = cache[id] || (cache[id] = await api('GET', '/explorer/' + encodeURIComponent(id) + '.json'));
  } catch (e) {
    panel.innerHTML = `<p><a href="/rules" data-route>${escapeHtml(say('allRules'))}</a></p>`
      + h('p', 'explorer-missing', e.status === 404 ? say('explorerNotBuilt', { id }) : say('offline'));
    return;
  }
  const names = await titles();
  const lang = language();
  const plain = (lang !== 'en' && clauseText(lang, id)) || page.text.replace(/`/g, '');
  let html = `<p class="learn-crumbs"><a href="/rules" data-route>${escapeHtml(say('allRules'))}</a> · ${escapeHtml(page.section)}</p>`
    + `<h2 class="explorer-id">${escapeHtml(id)}</h2>`
    + `<section class="explorer-sentence"><h3>${escapeHtml(say('sentence'))}</h3><p class="plain">${escapeHtml(plain)}</p>`
    + (lang !== 'en' && !id.startsWith('FIDE') ? `<p class="rules-md">${escapeHtml(say('asRules'))} <q lang="en">${escapeHtml(page.text.replace(/`/g, ''))}</q></p>` : '')
    + (page.where === 'outside' ? h('p', 'explorer-outside', say('outside', { note: page.note })) : '')
    + (page.where === 'pending' ? h('p', 'explorer-outside', say('pending', { note: page.note })) : '')
    + '</section>';
  const primary = page.predicates.filter((p) => p.primary), others = page.predicates.filter((p) => !p.primary);
  if (primary.length) {
    html += `<section class="explorer-predicates"><h3>${escapeHtml(say('statedBy'))}</h3>`
      + primary.map((p, i) => predicate(p, i === 0)).join('');
    if (others.length) {
      html += `<details class="explorer-others"><summary>${escapeHtml(say('alsoCited', { n: others.length }))}</summary>`
        + others.map((p) => predicate(p, false)).join('') + '</details>';
    }
    html += '</section>';
  }
  html += `<section class="explorer-mutants"><h3>${escapeHtml(say('mutants'))}</h3>`;
  if (!page.mutants.length) html += h('p', '', say('noMutant'));
  else {
    html += '<ul>' + page.mutants.slice().sort((a, b) => b.own - a.own).map((m) => `<li data-result="${escapeHtml(m.result)}"`
      + ` data-own="${m.own}">${escapeHtml(say('mutantRow', m))}${m.own ? '' : ` <span class="muted">(${escapeHtml(say('forClause', { clause: m.clause }))})</span>`}</li>`).join('') + '</ul>';
  }
  html += '</section>';
  html += `<section class="explorer-tests"><h3>${escapeHtml(say('tests', { n: page.tests.length }))}</h3>`;
  html += page.tests.length ? '<ul class="explorer-test-list">' + page.tests.map((x) => `<li><code>${escapeHtml(x.name)}</code>`
    + ` <span class="muted">${escapeHtml(x.file || '')}</span></li>`).join('') + '</ul>' : h('p', '', say('noTests'));
  html += '</section>';
  html += `<section class="explorer-boards"><h3>${escapeHtml(say('boards'))}</h3>`;
  if (!page.boards.length) html += h('p', '', say('noBoard'));
  html += '<div class="explorer-board-row">' + page.boards.map((b, i) => `<figure class="explorer-board" data-holds="${b.holds}" data-index="${i}">`
    + `<figcaption><strong>${escapeHtml(say(b.holds ? 'holdsBoard' : 'failsBoard'))}</strong>`
    + (b.lesson ? ` <a href="/learn/${b.lesson}#${b.step}" data-route>${escapeHtml(say('fromLesson', { lesson: names[b.lesson] ? pick(names[b.lesson]) : b.lesson }))}</a>` : '')
    + `</figcaption><div class="explorer-board-box"></div>`
    + `<div class="buttons"><button type="button" class="play">${escapeHtml(say('playIt', { move: b.move }))}</button>`
    + `<button type="button" class="reset">${escapeHtml(say('reset'))}</button></div>`
    + `<p class="muted">${escapeHtml(say('tryAny'))}</p><div class="verdict" aria-live="polite"></div></figure>`).join('') + '</div>';
  html += '</section>';
  panel.innerHTML = html;
  panel.querySelectorAll('.explorer-board').forEach((fig, i) => playable(fig, page.boards[i], id));
}

/** One predicate: its name, proofs, contract and source. */
function predicate(p, open) {
  const closed = p.proofs.filter((r) => r.result === 'closed').length;
  const proofs = p.proofs.map((r) => `<li data-result="${escapeHtml(r.result)}">${escapeHtml(say('proofRow', {
    id: r.id, result: r.result === 'closed' || r.result === 'open' ? say('result_' + r.result) : r.result,
    steps: Number(r.steps).toLocaleString(language()), seconds: r.seconds, how: r.how,
  }))}${r.stored ? ` <span class="muted">${escapeHtml(say('stored', { file: r.stored }))}</span>` : ''}</li>`).join('');
  return `<article class="predicate" data-predicate="${escapeHtml(p.id)}" data-closed="${closed}" data-proofs="${p.proofs.length}">`
    + `<h4><code>${escapeHtml(p.id)}</code> <span class="proof-chip" data-all="${closed === p.proofs.length}">`
    + `${escapeHtml(closed === p.proofs.length ? say('closedAll', { n: p.proofs.length }) : say('notAllClosed', { closed, n: p.proofs.length }))}</span></h4>`
    + `<details class="keydid"${open ? ' open' : ''}><summary>${escapeHtml(say('keyDid'))}</summary><ul>${proofs}</ul></details>`
    + `<details class="contract"${open ? ' open' : ''}><summary>${escapeHtml(say('contract'))}</summary>`
    + `<pre class="code"><code>${highlight(p.contract, p.contractLine)}</code></pre></details>`
    + `<details class="source"${open ? ' open' : ''}><summary>${escapeHtml(say('source', { file: p.file, line: p.line }))}</summary>`
    + `<pre class="code"><code>${highlight(p.source, p.line)}</code></pre></details></article>`;
}

/** A board of the page: the position and its move as an arrow; any move put on it is asked of the kernel. */
function playable(fig, b, id) {
  const box = fig.querySelector('.explorer-board-box');
  const verdict = fig.querySelector('.verdict');
  const colour = b.fen.split(' ')[1] === 'b' ? 'b' : 'w';
  const board = createBoard(box, { label: squareLabel, onMove: (from, to) => ask(from + to) });
  const reset = () => {
    board.setOrientation(colour === 'w' ? 'white' : 'black');
    board.setPosition(b.fen);
    board.setLastMove(b.last ? [b.last.slice(0, 2), b.last.slice(2, 4)] : null);
    board.setArrows([{ from: b.move.slice(0, 2), to: b.move.slice(2, 4), kind: b.holds ? 'best' : 'bad' }]);
    board.setMovable(handMovable(b.fen));
    verdict.innerHTML = '';
    delete fig.dataset.legal;
  };
  async function ask(uci) {
    let x;
    try {
      x = await api('GET', '/api/explain?' + new URLSearchParams({ fen: b.fen, move: uci, variant: b.variant }));
    } catch {
      verdict.textContent = say('offline');
      return;
    }
    fig.dataset.legal = String(x.legal);
    fig.dataset.move = uci;
    if (x.legal) {
      const shown = playOnBoard(parseFen(b.fen), uci, b.variant);
      board.setPosition(shown.board, { animate: true });
      board.setLastMove([uci.slice(0, 2), uci.slice(2, 4)]);
      board.setArrows([]);
      board.setMovable({ colour: null });
    } else {
      board.setPosition(b.fen);
    }
    const lang = language();
    verdict.innerHTML = h('p', x.legal ? 'legal' : 'illegal', say(x.legal ? 'legalMove' : 'illegalMove', { move: x.san || uci }))
      + '<ul>' + [...x.clauses].sort((a, c) => a.holds - c.holds).map((c) => {
        const words = reasonText(c) || (lang === 'en' ? c.reason : clauseText(lang, c.id) || c.reason);
        return `<li class="${c.holds ? 'holds' : 'fails'}${c.id === id ? ' this' : ''}" data-clause="${escapeHtml(c.id)}">`
          + `<a href="/rules/${encodeURIComponent(c.id)}" data-route>${escapeHtml(c.id)}</a> ${escapeHtml(say(c.holds ? 'holds' : 'fails'))}: ${escapeHtml(words)}</li>`;
      }).join('') + '</ul>';
  }
  fig.querySelector('.play').onclick = () => { reset(); ask(b.move); };
  fig.querySelector('.reset').onclick = reset;
  board.setView(document.body.dataset.view === '3d' ? '3d' : '2d');
  reset();
}
