// The rules page, for players and teachers: every clause of specs/RULES.md (GET /api/rules) and the
// FIDE articles the explanations cite, each with a plain sentence in the page's language, whether it is
// proved for every position or checked by tests (the proof report the jar carries, GET /api/proofs),
// and the technical detail a click away: RULES.md's own statement, the contracts, their proof sizes.
import { t, hasText, language } from './i18n.js';
import { clauseText, FIDE_IDS, FIDE_CONTRACTS } from './clauses.js';
import { escapeHtml } from './ui.js';

const CLAUSE = /^[A-Z0-9]+(-[A-Z0-9]+)+$/;
let cache = null;

function cells(line) {
  return line.split('|').slice(1, -1).map((c) => c.trim());
}

/** Every contract of the report: name -> {closed, steps}; and clause id -> [contract names] from its clauses column. */
export function readReport(report) {
  const contracts = {}, byClause = {};
  for (const line of report.split('\n')) {
    // a contract's row: `Type.method` (older reports linked a closed one to its saved proof)
    if (!line.startsWith('| `') && !line.startsWith('| [`')) continue;
    const [contract, clauseIds, result, steps] = cells(line);
    const name = contract.replace(/^\[?`([^`]*)`.*$/, '$1');
    contracts[name] = { closed: result === 'closed', steps: parseInt(steps, 10) || 0 };
    for (const id of clauseIds.split(/\s+/).filter(Boolean)) (byClause[id] = byClause[id] || []).push(name);
  }
  return { contracts, byClause };
}

/** Clause id -> {contracts, closed}: the contracts that state the clause (for FIDE-*: the kernel's predicates the explanations name). */
export function proofsByClause(report) {
  const { contracts, byClause } = readReport(report);
  const by = {};
  const add = (id, names) => {
    const known = names.filter((n) => contracts[n]);
    if (!known.length) return;
    by[id] = { contracts: known, closed: known.every((n) => contracts[n].closed), steps: known.reduce((s, n) => s + contracts[n].steps, 0) };
  };
  for (const [id, names] of Object.entries(byClause)) add(id, names);
  for (const [id, names] of Object.entries(FIDE_CONTRACTS)) add(id, names);
  return { by, contracts };
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
  for (const id of FIDE_IDS) out.push({ id, text: null, section: 'FIDE' });
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

const sectionKey = (section) => 'sec_' + section.split(' ')[0];

/** The rules page; with {@code focus}, that clause is opened and brought into view. */
export async function showRules(focus) {
  const list = document.getElementById('rules-list');
  let data;
  try {
    data = await load();
  } catch (e) {
    document.getElementById('proof-summary').textContent = t('err_network');
    return;
  }
  const lang = language();
  const { by, contracts } = proofsByClause(data.report);
  const summary = data.report.match(/\*\*(\d+) of (\d+) contracts closed\*\*/);
  document.getElementById('proof-summary').textContent = summary ? t('proofSummary', { closed: summary[1], total: summary[2] }) : '';
  let html = '', section = null;
  for (const c of clauses(data.rules)) {
    if (c.section !== section) {
      if (section !== null) html += '</section>';
      section = c.section;
      const key = sectionKey(section);
      html += `<section data-section="${escapeHtml(section.split(' ')[0])}"><h3>${escapeHtml(hasText(key) ? t(key) : section)}</h3>`;
    }
    const p = by[c.id];
    const proof = p ? (p.closed ? 'proved' : 'open') : 'none';
    const plain = clauseText(lang, c.id) || clauseText('en', c.id) || (c.text || '').replace(/`/g, '');
    const rows = p ? p.contracts.map((n) => `<li><code>${escapeHtml(n)}</code>: ${escapeHtml(t(contracts[n].closed ? 'contractClosed' : 'contractOpen',
      { steps: contracts[n].steps.toLocaleString(lang) }))}</li>`).join('') : '';
    const detail = (c.text ? `<p>${escapeHtml(t('asRulesSays'))} <q lang="en">${escapeHtml(c.text.replace(/`/g, ''))}</q></p>` : `<p>${escapeHtml(t('fideDetail'))}</p>`)
      + (p ? `<p>${escapeHtml(t('contractsIntro', { steps: p.steps.toLocaleString(lang) }))}</p><ul>${rows}</ul>` : `<p>${escapeHtml(t('testsOnly'))}</p>`);
    html += `<article class="clause" id="${c.id}" data-clause="${c.id}" data-proof="${proof}">`
      + `<div class="head"><a class="id" href="/rules/${c.id}" data-route>${c.id}</a>`
      + `<span class="proof">${escapeHtml(t('proof_' + proof))}</span></div>`
      + `<p class="plain">${escapeHtml(plain)}</p>`
      + `<details${c.id === focus ? ' open' : ''}><summary>${escapeHtml(t('details'))}</summary>${detail}</details></article>`;
  }
  list.innerHTML = html + (section !== null ? '</section>' : '');
  if (focus) {
    const el = document.getElementById(focus);
    if (el) {
      el.classList.add('target');
      el.scrollIntoView({ block: 'center' });
    }
  } else window.scrollTo(0, 0);
}
