// Passant's page (issues 17, 45 and 46): one document, five views chosen by the address: the play page
// ('/', '/b/CODE' a board, '/?join=CODE'), the lessons ('/learn', '/learn/LESSON'), the rules ('/rules'),
// a clause's explorer ('/rules/CLAUSE-ID') and a player's page ('/players/ID'). It talks only to the
// server that serves it (docs/API.md); a game against the computer goes on without it (local.js).
import { t, setLanguage, language, chooseLanguage, translatePage } from './i18n.js';
import { store } from './store.js';
import { api, playerAuth } from './api.js';
import { isMuted, setMuted, unlock } from './sounds.js';
import { initPlay, openPlay, relabel, playState, setBoardView } from './game.js';
import { $ } from './ui.js';

const THEMES = ['felt', 'marble', 'sandstone', 'glacier', 'amber', 'tidal', 'medieval'];

function setTheme(name) {
  if (!THEMES.includes(name)) name = 'felt';
  document.body.dataset.theme = name;
  $('theme').value = name;
  store.set('theme', name);
}

/** The lessons' module once a lesson was shown (its board follows the 2D/3D switch). */
let learnModule = null;

function setView(v, animate) {
  document.body.dataset.view = v;
  store.set('view', v);
  $('view').textContent = v === '3d' ? '2D' : '3D';
  $('view').setAttribute('aria-label', v === '3d' ? t('to2d') : t('to3d'));
  setBoardView(v, animate);
  if (learnModule) learnModule.setLearnView(v, animate);
}

function setSound(on) {
  setMuted(!on);
  $('sound').setAttribute('aria-pressed', String(on));
}

function applyLanguage(lang) {
  setLanguage(lang);
  store.set('language', lang);
  $('language').value = lang;
  translatePage();
  setView(document.body.dataset.view, false);
  relabel();
  route(true);
}

/** The view for the address. */
async function route(relabelOnly) {
  const path = location.pathname;
  const clause = path.startsWith('/rules/') ? decodeURIComponent(path.slice('/rules/'.length)) : '';
  const page = clause ? 'explorer' : path.startsWith('/rules') ? 'rules' : path.startsWith('/players/') ? 'player'
    : path === '/learn' || path.startsWith('/learn/') ? 'learn' : 'play';
  document.body.dataset.page = page;
  for (const p of ['play', 'rules', 'player', 'learn', 'explorer']) $(p + '-panel').hidden = page !== p;
  $('play-tab').setAttribute('aria-current', page === 'play' ? 'page' : 'false');
  $('learn-tab').setAttribute('aria-current', page === 'learn' ? 'page' : 'false');
  $('rules-tab').setAttribute('aria-current', page === 'rules' || page === 'explorer' ? 'page' : 'false');
  $('me-tab').setAttribute('aria-current', page === 'player' && path === $('me-tab').getAttribute('href') ? 'page' : 'false');
  // the rules, lessons, explorer and players' pages are loaded when first shown (the play page first)
  if (page === 'rules') await (await import('./rules.js')).showRules(null);
  else if (page === 'explorer') await (await import('./explorer.js')).showExplorer(clause);
  else if (page === 'learn') {
    learnModule = await import('./learn.js');
    await learnModule.showLearn(decodeURIComponent(path.slice('/learn/'.length)), relabelOnly);
  } else if (page === 'player') await (await import('./player.js')).showPlayer(decodeURIComponent(path.slice('/players/'.length)));
  else if (!relabelOnly) await openPlay(path, new URLSearchParams(location.search));
}

function go(href) {
  if (href === location.pathname + location.search) return;
  history.pushState(null, '', href);
  route(false);
}

/** This browser's own player page, once the server says who it is. */
async function findMe() {
  if (!store.get('player')) return; // a browser that never played has no player page
  try {
    const me = await api('GET', '/api/me', undefined, playerAuth());
    if (me && me.id) {
      $('me-tab').href = '/players/' + encodeURIComponent(me.id);
      $('me-tab').hidden = false;
      window.passantMe = me.id;
    }
  } catch { /* a new player, or a server without /api/me: no link */ }
}

async function init() {
  applyLanguageQuiet(store.get('language') || chooseLanguage(navigator.languages || [navigator.language]));
  setTheme(store.get('theme') || 'felt');
  initPlay();
  setView(store.get('view') || '2d', false);
  setSound(!isMuted());
  $('view').onclick = () => setView(document.body.dataset.view === '3d' ? '2d' : '3d', true);
  $('theme').onchange = () => setTheme($('theme').value);
  $('language').onchange = () => applyLanguage($('language').value);
  $('sound').onclick = () => { unlock(); setSound(isMuted()); };
  for (const ev of ['pointerdown', 'keydown']) document.addEventListener(ev, unlock, { capture: true });
  document.addEventListener('click', (e) => {
    const a = e.target.closest && e.target.closest('a[data-route]');
    if (!a || e.ctrlKey || e.metaKey || e.shiftKey || e.button) return;
    e.preventDefault();
    $('settings').open = false;
    go(a.getAttribute('href'));
  });
  document.addEventListener('click', (e) => { if (!e.target.closest('#settings')) $('settings').open = false; });
  window.addEventListener('popstate', () => route(false));
  await route(false);
  findMe();
  document.body.dataset.ready = '1';
  window.passantReadyAt = performance.now();
  window.passantPlay = playState;
  // after one visit the page opens and plays against the computer with the network off (web/sw.js, docs/offline.md)
  if ('serviceWorker' in navigator) navigator.serviceWorker.register('/sw.js').catch(() => { /* not kept: online only */ });
}

function applyLanguageQuiet(lang) {
  setLanguage(lang);
  $('language').value = language();
  translatePage();
}

init();
