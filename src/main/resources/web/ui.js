// Small pieces of the page's furniture shared by its views.
import { t } from './i18n.js';

export const $ = (id) => document.getElementById(id);

/** Asks before something that cannot be undone; resolves true when the player confirms. */
export function confirmAction(text, yes) {
  const dialog = $('confirm');
  $('confirm-text').textContent = text;
  $('confirm-yes').textContent = yes;
  return new Promise((done) => {
    dialog.onclose = () => done(dialog.returnValue === 'yes');
    dialog.returnValue = '';
    dialog.showModal();
  });
}

/** A rating as players read it: 1500, or 1500? while it is provisional. */
export function ratingText(p) {
  if (!p || p.rating == null) return '';
  return Math.round(p.rating) + (p.provisional ? '?' : '');
}

export function escapeHtml(s) {
  return String(s).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }[c]));
}

/** A date and time in the page's language. */
export function when(ms, lang) {
  try {
    return new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(ms));
  } catch {
    return new Date(ms).toISOString();
  }
}

export { t };
