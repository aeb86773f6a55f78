// The rules page: every clause of specs/RULES.md (GET /api/rules) with what KeY proved of it, read
// from the proof report the jar carries (GET /api/proofs, proofs/REPORT.md).
import { t, hasText, language } from './i18n.js';
import { clauseText } from './clauses.js';

const CLAUSE = /^[A-Z0-9]+(-[A-Z0-9]+)+$/;
let cache = null;

function cells(line) {
  return line.split('|').slice(1, -1).map((c) => c.trim());
}

/** Clause id -> {contracts, closed}: the report's contracts that state the clause. */
export function proofsByClause(report) {
  const by = {};
  for (const line of report.split('\n')) {
    // a contract's row: `Type.method` (older reports linked a closed one to its saved proof)
    if (!line.startsWith('| `') && !line.startsWith('| [`')) continue;
    const [contract, clauses, result] = cells(line);
    const name = contract.replace(/^\[?`([^`]*)`.*$/, '$1');
    for (const id of clauses.split(/\s+/).filter(Boolean)) {
      const e = by[id] || (by[id] = { contracts: [], closed: true });
      e.contracts.push(name);
      e.closed = e.closed && result === 'closed';
    }
  }
  return by;
}

/** The clauses in order, with the section each belongs to. */
export function clauses(rules) {
  const out = [];
  let section = '';
  for (const line of rules.split('\n')) {
    if (line.startsWith('## ')) section = line.slice(3);
    if (!line.startsWith('| ')) continue;
    const [id, text] = cells(line);
    if (CLAUSE.test(id)) out.push({ id, text, section });
  }
  return out;
}

async function load() {
  if (!cache) {
    const [rules, report] = await Promise.all(['/api/rules', '/api/proofs'].map(async (u) => {
      const r = await fetch(u);
      if (!r.ok) throw new Error(u + ': HTTP ' + r.status);
      return r.text();
    }));
    cache = { rules, report };
  }
  return cache;
}

export async function showRules() {
  const body = document.querySelector('#rules-table tbody');
  let data;
  try {
    data = await load();
  } catch (e) {
    document.getElementById('proof-summary').textContent = t('err_network');
    return;
  }
  const proofs = proofsByClause(data.report);
  const summary = data.report.match(/\*\*(\d+) of (\d+) contracts closed\*\*/);
  document.getElementById('proof-summary').textContent = summary
    ? t('proofSummary', { closed: summary[1], total: summary[2] }) : '';
  body.innerHTML = '';
  let section = null;
  for (const c of clauses(data.rules)) {
    if (c.section !== section) {
      section = c.section;
      const tr = body.insertRow();
      const th = document.createElement('th');
      th.colSpan = 3;
      // English: RULES.md's heading; the other languages: the section's name (EP, AT, GAME, PLAY)
      const key = 'sec_' + section.split(' ')[0];
      th.textContent = language() !== 'en' && hasText(key) ? t(key) : section;
      tr.appendChild(th);
    }
    const tr = body.insertRow();
    tr.dataset.clause = c.id;
    const p = proofs[c.id];
    tr.dataset.proof = p ? (p.closed ? 'proved' : 'open') : 'none';
    tr.insertCell().textContent = c.id;
    tr.insertCell().textContent = (language() === 'en' ? null : clauseText(language(), c.id)) || c.text.replace(/`/g, '');
    tr.insertCell().textContent = p
      ? t(p.closed ? 'proved' : 'open', { contracts: p.contracts.join(', ') })
      : t('notProved');
  }
}
