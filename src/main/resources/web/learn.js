// The lessons (issue 46): '/learn' lists them, '/learn/LESSON' plays one, '/learn/LESSON#STEP' opens
// a step. A lesson is data (web/lessons/*.json: positions, sentences, tasks, the clause each step
// teaches, in four languages; LessonsTest keeps every step true under the kernel). Every attempt is
// judged by the kernel through GET /api/explain; a refused move is answered with the clause that
// refused it, in the lesson's words. Progress is kept in this browser (local storage).
import { createBoard } from './board.js';
import { PIECE_NAMES, parseFen, play as playOnBoard } from './chess.js';
import { api } from './api.js';
import { store } from './store.js';
import { t, language } from './i18n.js';
import { clauseText } from './clauses.js';
import { reasonText } from './reasons.js';
import { play as sound } from './sounds.js';
import { $, escapeHtml } from './ui.js';
import { say, pick } from './learn-texts.js';

const L = {
  index: null,       // the lessons' ids, in order
  lessons: {},       // id -> the lesson's data
  lesson: null,      // the lesson shown
  at: 0,             // its step shown
  solved: false,     // that step answered rightly
  busy: false,       // waiting for the kernel
  feedback: null,    // what the panel says under the task: {kind, ...}
};
let board = null;

/** The lessons' ids, in the order the page shows them. */
export async function lessonIds() {
  if (!L.index) L.index = (await api('GET', '/lessons/index.json')).lessons;
  return L.index;
}

/** A lesson's data (web/lessons/ID.json). */
export async function lessonData(id) {
  if (!L.lessons[id]) L.lessons[id] = await api('GET', '/lessons/' + encodeURIComponent(id) + '.json');
  return L.lessons[id];
}

/** This browser's progress: lesson id -> {done: [step ids], at: step index}. */
const progress = () => store.get('learn') || {};

function keep(lesson, stepId, at) {
  const all = progress();
  const p = all[lesson] || { done: [], at: 0 };
  if (stepId && !p.done.includes(stepId)) p.done.push(stepId);
  if (at !== undefined) p.at = at;
  all[lesson] = p;
  store.set('learn', all);
}

const doneCount = (lesson) => {
  const p = progress()[lesson.id];
  return p ? lesson.steps.filter((s) => p.done.includes(s.id)).length : 0;
};

/** '/learn' or '/learn/ID': the list, or one lesson at the step of the address's #STEP (else where it was left). */
export async function showLearn(rest, relabelOnly) {
  const panel = $('learn-panel');
  try {
    if (!rest) {
      await renderIndex(panel);
      return;
    }
    const ids = await lessonIds();
    if (!ids.includes(rest)) {
      panel.innerHTML = `<p class="learn-missing">${escapeHtml(say('noLesson', { id: rest }))}</p>`
        + `<p><a href="/learn" data-route>${escapeHtml(say('allLessons'))}</a></p>`;
      return;
    }
    const lesson = await lessonData(rest);
    if (relabelOnly && L.lesson === lesson) {
      renderLesson();
      return;
    }
    const hash = decodeURIComponent(location.hash.slice(1));
    const byHash = lesson.steps.findIndex((s) => s.id === hash);
    const saved = (progress()[lesson.id] || {}).at || 0;
    openLesson(lesson, byHash >= 0 ? byHash : Math.min(saved, lesson.steps.length - 1));
  } catch (e) {
    panel.innerHTML = `<p class="learn-missing">${escapeHtml(say('offline'))}</p>`;
  }
}

async function renderIndex(panel) {
  L.lesson = null;
  const ids = await lessonIds();
  const lessons = await Promise.all(ids.map(lessonData));
  let html = `<h2>${escapeHtml(say('learnTitle'))}</h2><p class="learn-intro">${escapeHtml(say('learnIntro'))}</p><ol class="lessons">`;
  for (const l of lessons) {
    const done = doneCount(l), total = l.steps.length;
    const action = done === 0 ? 'start' : done < total ? 'resume' : 'review';
    html += `<li class="lesson-card" data-lesson="${l.id}" data-done="${done}" data-total="${total}">`
      + `<h3><a href="/learn/${l.id}" data-route>${escapeHtml(pick(l.title))}</a></h3>`
      + `<p>${escapeHtml(pick(l.intro))}</p>`
      + `<div class="lesson-foot"><meter min="0" max="${total}" value="${done}"></meter> <span>${escapeHtml(done === total
        ? say('completed') : say('progress', { done, total }))}</span>`
      + ` <a class="button${done < total ? ' primary' : ''}" href="/learn/${l.id}" data-route>${escapeHtml(say(action))}</a></div></li>`;
  }
  html += `</ol><p><button type="button" id="learn-forget">${escapeHtml(say('forget'))}</button> <span id="learn-forgotten" role="status"></span></p>`;
  panel.innerHTML = html;
  $('learn-forget').onclick = () => {
    store.del('learn');
    renderIndex(panel).then(() => { $('learn-forgotten').textContent = say('forgotten'); });
  };
}

function layout(panel) {
  if ($('learn-board')) return;
  panel.innerHTML = `<div class="learn-layout">
    <div class="learn-head">
      <p class="learn-crumbs"><a href="/learn" data-route>${escapeHtml(say('allLessons'))}</a></p>
      <h2 id="learn-title"></h2>
      <nav id="learn-steps" class="learn-steps"></nav>
      <p id="learn-count" class="learn-count"></p>
    </div>
    <section class="learn-game"><div id="learn-board"></div></section>
    <div class="learn-body">
      <p id="learn-text" class="learn-text"></p>
      <p id="learn-task" class="learn-task"></p>
      <div id="learn-actions" class="buttons"></div>
      <p class="learn-rule"><a id="learn-rule" data-route></a></p>
    </div>
    <div class="learn-after">
      <div id="learn-feedback" class="learn-feedback" role="status" aria-live="polite"></div>
      <div class="buttons learn-nav">
        <button type="button" id="learn-prev"></button>
        <button type="button" id="learn-next"></button>
      </div>
    </div></div>`;
  board = createBoard($('learn-board'), { label: squareLabel, onMove: attempt });
  board.setView(document.body.dataset.view === '3d' ? '3d' : '2d');
  $('learn-prev').onclick = () => go(L.at - 1);
  $('learn-next').onclick = () => go(L.at + 1);
}

/** A square's accessible name: "e5, White pawn". */
export function squareLabel(sq, p) {
  return p ? t('squareWith', { sq, piece: t('pieceOf', { colour: t(p[0] === 'w' ? 'white' : 'black'), piece: t(PIECE_NAMES[p[1]]) }) })
    : t('squareEmpty', { sq });
}

function openLesson(lesson, at) {
  const panel = $('learn-panel');
  if (L.lesson !== lesson) panel.innerHTML = '';
  layout(panel);
  L.lesson = lesson;
  showStep(at, false);
}

function go(at) {
  if (!L.lesson || at < 0 || at >= L.lesson.steps.length) return;
  const from = L.lesson.steps[L.at];
  // the reply the lesson plays after a solved step is the next step's position: it is animated in
  showStep(at, L.solved && at === L.at + 1 && !!from.then);
}

function showStep(at, animate) {
  const step = L.lesson.steps[at];
  L.at = at;
  L.solved = false;
  L.busy = false;
  L.feedback = null;
  keep(L.lesson.id, null, at);
  if (location.hash.slice(1) !== step.id) history.replaceState(null, '', '/learn/' + L.lesson.id + '#' + step.id);
  const white = step.fen.split(' ')[1] !== 'b';
  board.setOrientation(white ? 'white' : 'black');
  board.setPosition(step.fen, { animate });
  board.setLastMove(step.last ? [step.last.slice(0, 2), step.last.slice(2, 4)] : null);
  board.setArrows([]);
  board.setMarks({});
  movable(step);
  if (animate) sound('move');
  renderLesson();
}

/**
 * Who may move on a board of a position: the side to move, onto any square (the kernel says why
 * not), and its king onto its own rooks on its rank too (castling, C960-NOTATION).
 */
export function handMovable(fen) {
  const colour = fen.split(' ')[1] === 'b' ? 'b' : 'w';
  const placement = parseFen(fen);
  const dests = new Map();
  for (const [sq, p] of Object.entries(placement)) {
    if (p === colour + 'K') dests.set(sq, Object.keys(placement).filter((s) => placement[s] === colour + 'R' && s[1] === sq[1]));
  }
  return { colour, dests, free: true };
}

function movable(step) {
  board.setMovable(step.kind === 'choice' ? { colour: null } : handMovable(step.fen));
}

function renderLesson() {
  const lesson = L.lesson, step = lesson.steps[L.at];
  const done = (progress()[lesson.id] || {}).done || [];
  const panel = $('learn-panel');
  panel.dataset.lesson = lesson.id;
  panel.dataset.step = step.id;
  panel.dataset.kind = step.kind;
  panel.dataset.solved = String(L.solved);
  $('learn-title').textContent = pick(lesson.title);
  $('learn-steps').setAttribute('aria-label', say('steps'));
  $('learn-steps').innerHTML = lesson.steps.map((s, i) => `<a href="/learn/${lesson.id}#${s.id}" data-step="${s.id}"`
    + ` class="${done.includes(s.id) ? 'done' : ''}"${i === L.at ? ' aria-current="step"' : ''}`
    + ` aria-label="${escapeHtml(say('stepOf', { n: i + 1, total: lesson.steps.length }))}">${i + 1}</a>`).join('');
  for (const a of $('learn-steps').querySelectorAll('a')) {
    a.onclick = (e) => {
      e.preventDefault();
      showStep(lesson.steps.findIndex((s) => s.id === a.dataset.step), false);
    };
  }
  $('learn-count').textContent = say('stepOf', { n: L.at + 1, total: lesson.steps.length });
  $('learn-text').textContent = pick(step.text);
  $('learn-task').textContent = pick(step.task);
  $('learn-rule').href = '/rules/' + encodeURIComponent(step.clause);
  $('learn-rule').textContent = say('stepClause', { clause: step.clause });
  const actions = $('learn-actions');
  actions.innerHTML = '';
  if (step.kind === 'judge') {
    const b = document.createElement('button');
    b.type = 'button';
    b.id = 'learn-not-legal';
    b.textContent = say('notLegal');
    b.disabled = L.solved;
    b.onclick = notLegal;
    actions.appendChild(b);
  }
  if (step.kind === 'choice') {
    step.options.forEach((o, i) => {
      const b = document.createElement('button');
      b.type = 'button';
      b.className = 'learn-option';
      b.dataset.option = String(i);
      b.textContent = o.san || (o.label ? pick(o.label) : o.value);
      b.disabled = L.solved;
      b.onclick = () => choose(o);
      actions.appendChild(b);
    });
  }
  $('learn-prev').textContent = say('previous');
  $('learn-prev').disabled = L.at === 0;
  const last = L.at === lesson.steps.length - 1;
  $('learn-next').textContent = say('next');
  $('learn-next').hidden = last;
  $('learn-next').classList.toggle('primary', L.solved);
  renderFeedback();
}

function renderFeedback() {
  const box = $('learn-feedback');
  const f = L.feedback;
  box.innerHTML = '';
  delete box.dataset.verdict;
  delete box.dataset.clause;
  if (!f) return;
  box.dataset.verdict = f.kind;
  const step = L.lesson.steps[L.at];
  const p = (cls, text, lead) => {
    const el = document.createElement('p');
    el.className = cls;
    if (lead) {
      const b = document.createElement('strong');
      b.textContent = lead;
      el.append(b, ' ');
    }
    el.append(text);
    box.appendChild(el);
    return el;
  };
  switch (f.kind) {
    case 'asking': p('learn-asking', say('asking')); break;
    case 'offline': p('learn-wrong', say('offline')); break;
    case 'right': {
      p('learn-right', pick(step.right), say('right'));
      if (L.at === L.lesson.steps.length - 1) {
        p('learn-done', say('lessonDone'));
        const i = L.index.indexOf(L.lesson.id);
        const next = L.index[i + 1] && L.lessons[L.index[i + 1]];
        const a = document.createElement('a');
        a.setAttribute('data-route', '');
        a.className = 'button primary';
        a.href = next ? '/learn/' + next.id : '/learn';
        a.textContent = next ? say('nextLesson', { title: pick(next.title) }) : say('allLessons');
        box.appendChild(a);
      }
      break;
    }
    case 'refused': {
      box.dataset.clause = f.clause;
      p('learn-wrong', say('refusedBy', { clause: f.clause }), say('wrong'));
      if (f.words) p('learn-words', f.words);
      if (f.reason) p('learn-kernel', say('kernelSays', { reason: f.reason }));
      const a = document.createElement('a');
      a.href = '/rules/' + encodeURIComponent(f.clause);
      a.setAttribute('data-route', '');
      a.className = 'learn-clause';
      a.textContent = say('seeClause', { clause: f.clause });
      box.appendChild(a);
      break;
    }
    default: p('learn-wrong', f.text, say('wrong'));
  }
}

function tell(kind, extra) {
  L.feedback = { kind, ...extra };
  renderFeedback();
  if (kind !== 'asking') reveal();
}

/** On a narrow screen the verdict is below the board: bring it into view. */
function reveal() {
  const box = $('learn-feedback');
  if (box && window.matchMedia('(max-width: 900px)').matches) box.scrollIntoView({ block: 'nearest' });
}

/** The words that answer a refusal: the lesson's own, else the clause's sentence in the page's language. */
function wordsFor(clause) {
  const w = L.lesson.words[clause];
  if (w) return pick(w);
  return clauseText(language(), clause) || null;
}

/** The clause that answers a refused move: the one the step names for it, else the step's own, else the first that fails. */
function refusal(step, uci, x) {
  const failing = x.clauses.filter((c) => !c.holds);
  const wanted = [step.wrong && step.wrong[uci] && step.wrong[uci].clause, step.clause,
    ...failing.map((c) => c.id).filter((id) => L.lesson.words[id])];
  const id = wanted.find((w) => w && failing.some((c) => c.id === w)) || (failing[0] && failing[0].id);
  const c = failing.find((v) => v.id === id) || {};
  return { clause: id, words: wordsFor(id), reason: reasonText(c) || (language() === 'en' ? c.reason : null) };
}

async function explain(step, uci) {
  const q = new URLSearchParams({ fen: step.fen, move: uci, variant: L.lesson.variant });
  return api('GET', '/api/explain?' + q);
}

/** The hand put a piece on a square: the kernel judges it. */
async function attempt(from, to) {
  const lesson = L.lesson, step = lesson.steps[L.at];
  if (!lesson || L.busy || L.solved || step.kind === 'choice') return;
  let uci = from + to;
  const piece = board.placement[from];
  if (piece && piece[1] === 'P' && (to[1] === '8' || to[1] === '1')) uci += 'q';
  board.showMove(from, to, false);
  L.busy = true;
  tell('asking');
  let x;
  try {
    x = await explain(step, uci);
  } catch (e) {
    L.busy = false;
    board.setPosition(step.fen);
    tell('offline');
    return;
  }
  L.busy = false;
  if (lesson !== L.lesson || step !== lesson.steps[L.at]) return; // the student moved on meanwhile
  const answers = step.answers || {};
  const answer = answers[uci] ? uci : answers[x.move] ? x.move : null;
  const isJudged = step.kind === 'judge' && (uci === step.move || x.move === step.move || answer);
  if (x.legal && (answer || step.kind === 'any') && (step.kind !== 'judge' || (isJudged && step.legal))) {
    solve(from, uci, answer ? answers[answer] : null);
    return;
  }
  board.setPosition(step.fen, { animate: true });
  if (!x.legal) {
    tell('refused', refusal(step, uci, x));
    return;
  }
  if (step.kind === 'judge' && !isJudged) tell('text', { text: say('judgeThisMove') });
  else tell('text', { text: step.wrong && step.wrong[uci] && step.wrong[uci].text ? pick(step.wrong[uci].text) : say('notTheTask') });
}

/** A right move: the board shows the position after it (the lesson's, which LessonsTest checked), blast and all. */
async function solve(from, uci, after) {
  const step = L.lesson.steps[L.at];
  const before = parseFen(step.fen);
  const shown = playOnBoard(before, uci, L.lesson.variant);
  const landed = board.setPosition(after || shown.board, { animate: true });
  board.setLastMove([from, uci.slice(2, 4)]);
  L.solved = true;
  keep(L.lesson.id, step.id);
  tell('right');
  renderLesson();
  await landed;
  if (shown.blast) {
    board.explode(shown.blast.squares, shown.blast.removed.map((s) => [s, before[s]]));
    sound('explosion');
  } else sound(shown.capture ? 'capture' : 'move');
}

function notLegal() {
  const step = L.lesson.steps[L.at];
  if (L.solved || L.busy) return;
  if (!step.legal) {
    L.solved = true;
    keep(L.lesson.id, step.id);
    L.feedback = { kind: 'right' };
    board.setArrows([{ from: step.move.slice(0, 2), to: step.move.slice(2, 4), kind: 'bad' }]);
    renderLesson();
  } else {
    tell('text', { text: say('isLegal') });
  }
}

function choose(option) {
  const step = L.lesson.steps[L.at];
  if (L.solved) return;
  if (option.right) {
    L.solved = true;
    keep(L.lesson.id, step.id);
    L.feedback = { kind: 'right' };
    renderLesson();
  } else {
    tell('text', { text: pick(step.wrongText) });
  }
}

/** 2D or 3D, as the page's switch says. */
export function setLearnView(v, animate) {
  if (board) board.setView(v, { animate });
}
