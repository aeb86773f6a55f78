// The example page's script (example.html; issue 49, docs/offline.md): a file of its own, as the
// server's Content-Security-Policy runs no inline script.
import { load } from './passant.js';
import { Engine } from './engine.js';
import { ComputerGame } from './computer.js';

if ('serviceWorker' in navigator) navigator.serviceWorker.register('/sw.js');

const $ = (id) => document.getElementById(id);
const passant = await load();
const engine = new Engine();
let game = ComputerGame.resume(passant, engine, { storage: localStorage });
window.offline = { passant, engine, game: () => game, ComputerGame, ready: true, readyAt: performance.now() };

function draw(note = '') {
  const s = game.state;
  $('board').textContent = s.fen.split(' ')[0].split('/')
    .map((rank) => rank.replace(/\d/g, (n) => '.'.repeat(+n))).join('\n');
  const status = game.over ? `${s.result} (${s.termination})`
    : game.playerToMove ? `your move (${game.player})${s.check ? ', check' : ''}` : 'the computer is thinking...';
  $('status').textContent = `${game.variant}, ${game.level}: ${s.san.join(' ') || 'no move yet'} - ${status} ${note}`;
}

async function computer() {
  draw();
  if (!game.computerToMove) return;
  try {
    await game.reply();
  } catch (e) {
    if (e.kind !== 'cancelled') throw e;
  }
  draw();
}

$('new').onclick = () => {
  game?.forget();
  game = ComputerGame.start(passant, engine, { variant: $('variant').value, level: $('level').value, side: $('side').value,
    storage: localStorage });
  $('clauses').replaceChildren();
  computer();
};
$('play').onsubmit = (event) => {
  event.preventDefault();
  $('clauses').replaceChildren();
  try {
    const verdict = game.move($('move').value);
    if (!verdict.legal) {
      for (const c of verdict.explanation.clauses) {
        const li = document.createElement('li');
        li.textContent = `${c.holds ? 'holds' : 'fails'} ${c.id}: ${c.reason}`;
        if (!c.holds) li.className = 'fails';
        $('clauses').append(li);
      }
      draw(`(${verdict.explanation.move} is illegal)`);
      return;
    }
    $('move').value = '';
    computer();
  } catch (e) {
    draw(`(${e.message})`);
  }
};
$('undo').onclick = () => { try { game.undo(); draw(); } catch (e) { draw(`(${e.message})`); } };
$('resign').onclick = () => { try { game.resign(); draw(); } catch (e) { draw(`(${e.message})`); } };

if (game) computer(); else $('new').onclick();
