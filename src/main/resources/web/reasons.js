// A refused move's reasons in the page's language: the server gives each clause's verdict a message
// key and its values (docs/API.md, "explain"), and the page makes the sentence from them, so that a
// refusal names the move's own reason in every language ("a rook cannot move from a1 to a5").
import { t, hasText } from './i18n.js';

/** Values said as words of the language: pieces, sides and wings by their names; squares as they are. */
function words(args) {
  const out = {};
  for (const [k, v] of Object.entries(args || {})) {
    out[k] = typeof v === 'string' && hasText(v) && /^(white|black|pawn|knight|bishop|rook|queen|king|kingside|queenside|nothing)$/.test(v) ? t(v) : v;
  }
  return out;
}

/** The reason's sentence, or null when the server gave no key the page knows (the caller falls back). */
export function reasonText(clause) {
  if (!clause || !clause.key || !hasText('r_' + clause.key)) return null;
  return t('r_' + clause.key, words(clause.args));
}
