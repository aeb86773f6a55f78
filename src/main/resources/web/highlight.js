// Java with JML, coloured for reading: the contract (/*@ ... @*/ and //+KeY@, //-KeY@ lines), doc
// comments, keywords, literals; clause ids (EP-RANK, AT-OWN-KING, C960-CASTLE) become links to their
// page in the explorer. It colours; it does not parse Java.
import { escapeHtml } from './ui.js';

const KEYWORDS = new Set(('public private protected static final class return if else for while do int boolean long void new '
  + 'true false null this break continue').split(' '));
const JML = new Set(['normal_behavior', 'requires', 'ensures', 'assignable', 'accessible', 'also', 'pure', 'loop_invariant',
  'decreases', 'spec_public']);
const CLAUSE = /\b((?:EP|AT|GM|C960|PLAY)(?:-[A-Z]+)+)\b/g;

/** One line of code (no comment in it) as HTML. */
function code(text, jml) {
  return text.replace(/(&lt;==&gt;|==&gt;|&#?\w+;|\\[a-z_]+|[A-Za-z_][\w]*|\d+|[^\\A-Za-z_\d&]+|&)/g, (tok) => {
    if (jml && (tok.startsWith('\\') || JML.has(tok))) return `<span class="hl-jk">${tok}</span>`;
    if (KEYWORDS.has(tok)) return `<span class="hl-k">${tok}</span>`;
    if (/^\d+$/.test(tok)) return `<span class="hl-n">${tok}</span>`;
    if (tok === '&lt;==&gt;' || tok === '==&gt;') return `<span class="hl-op">${tok}</span>`;
    return tok;
  });
}

function linkClauses(html) {
  return html.replace(CLAUSE, (id) => `<a class="hl-clause" href="/rules/${id}" data-route>${id}</a>`);
}

/** The source as HTML lines, each in a span with its line number (from {@code first}) in data-line. */
export function highlight(source, first = 1) {
  const out = [];
  let block = null; // 'doc' | 'jml' | 'comment' while inside /* */
  source.replace(/\n$/, '').split('\n').forEach((raw, i) => {
    let line = escapeHtml(raw), html = '';
    while (line.length) {
      if (block) {
        const end = line.indexOf('*/');
        const part = end < 0 ? line : line.slice(0, end + 2);
        html += block === 'jml' ? `<span class="hl-jml">${linkClauses(code(part, true))}</span>`
          : `<span class="hl-${block === 'doc' ? 'doc' : 'c'}">${linkClauses(part)}</span>`;
        line = end < 0 ? '' : line.slice(end + 2);
        if (end >= 0) block = null;
        continue;
      }
      const m = line.match(/\/\*@|\/\*\*|\/\*|\/\/[+-]KeY@|\/\//);
      if (!m) { html += code(line, false); break; }
      html += code(line.slice(0, m.index), false);
      line = line.slice(m.index);
      if (m[0].startsWith('//')) {
        const keyed = m[0] !== '//';
        html += keyed ? `<span class="hl-jml">${linkClauses(code(line, true))}</span>` : `<span class="hl-c">${linkClauses(line)}</span>`;
        line = '';
      } else {
        block = m[0] === '/*@' ? 'jml' : m[0] === '/**' ? 'doc' : 'comment';
      }
    }
    out.push(`<span class="hl-line" data-line="${first + i}">${html || ' '}</span>`);
  });
  return out.join('');
}
