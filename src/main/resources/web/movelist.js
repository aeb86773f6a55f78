// The move list: one column of numbered pairs in SAN, the latest move kept in view, any move a click
// away (the page then shows that position; the game itself does not change). Judgements from an
// analysis are marked beside the moves (?! ? ??).
const MARKS = { inaccuracy: '?!', mistake: '?', blunder: '??' };

export function createMoveList(ol, { onJump, t }) {
  let count = 0, current = 0;

  ol.addEventListener('click', (e) => {
    const p = e.target.closest('[data-ply]');
    if (p) onJump(+p.dataset.ply);
  });

  /** Scrolls the list so that the ply's row is in view, without moving the page. */
  function reveal(ply) {
    const el = ol.querySelector(`[data-ply="${ply}"]`);
    if (!el) { ol.scrollTop = ply ? ol.scrollHeight : 0; return; }
    const row = el.closest('li');
    const top = row.offsetTop - ol.offsetTop, bottom = top + row.offsetHeight;
    if (top < ol.scrollTop) ol.scrollTop = top;
    else if (bottom > ol.scrollTop + ol.clientHeight) ol.scrollTop = bottom - ol.clientHeight;
  }

  return {
    /**
     * The game's moves: san (one per ply), the start's move number and side (from its FEN), the result
     * line when it has ended, and the analysis' judgements by ply (or none).
     */
    set(san, { startFen, result, judgements }) {
      const fields = (startFen || '').split(' ');
      const blackFirst = fields[1] === 'b';
      const firstNumber = Math.max(1, parseInt(fields[5], 10) || 1);
      ol.innerHTML = '';
      const cell = (i) => {
        const s = document.createElement('span');
        if (i === null) { s.className = 'ply empty'; s.textContent = blackFirst ? '…' : ''; return s; }
        s.className = 'ply';
        s.dataset.ply = i + 1;
        s.textContent = san[i];
        const j = judgements && judgements[i + 1];
        if (j) {
          s.classList.add(j);
          s.insertAdjacentHTML('beforeend', `<span class="judge" title="${t('j_' + j)}">${MARKS[j]}</span>`);
        }
        return s;
      };
      let i = 0, number = firstNumber;
      if (blackFirst && san.length) {
        const li = document.createElement('li');
        li.insertAdjacentHTML('beforeend', `<span class="num">${number}.</span>`);
        li.append(cell(null), cell(0));
        ol.appendChild(li);
        i = 1;
        number++;
      }
      for (; i < san.length; i += 2, number++) {
        const li = document.createElement('li');
        li.insertAdjacentHTML('beforeend', `<span class="num">${number}.</span>`);
        li.append(cell(i));
        if (i + 1 < san.length) li.append(cell(i + 1));
        ol.appendChild(li);
      }
      if (result) {
        const li = document.createElement('li');
        li.innerHTML = `<span class="result">${result}</span>`;
        ol.appendChild(li);
      }
      count = san.length;
      this.setCurrent(current > count ? count : current, true);
    },
    /** The ply shown (0: the start); with live, the list scrolls to its end. */
    setCurrent(ply, live) {
      current = ply;
      for (const el of ol.querySelectorAll('.ply.current')) el.classList.remove('current');
      const el = ol.querySelector(`[data-ply="${ply}"]`);
      if (el) el.classList.add('current');
      ol.dataset.current = ply;
      if (live) ol.scrollTop = ol.scrollHeight;
      else reveal(ply);
    },
    get count() { return count; },
  };
}
