// Balda against the bot on 5x5 with the Russian dictionary: pick an empty cell, a letter, then
// trace the word through the cells; the server checks it with balda_moves and answers with
// balda_best_move.
import { api, $, h, svg } from './api.js';

const ALPHABET = 'АБВГДЕЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯ';
const s = { board: [], size: 5, used: [], you: 0, bot: 0, cell: null, letter: '', path: [], botPath: [], busy: false, over: false };

const parse = (text) => text.split('/').map((row) => Array.from(row));
const text = () => s.board.map((r) => r.join('')).join('/');
const at = (r, c) => (r === s.cell?.[0] && c === s.cell?.[1] && s.letter ? s.letter : s.board[r - 1][c - 1]);
const filled = (r, c) => at(r, c) !== '.';
const adjacent = (a, b) => Math.abs(a[0] - b[0]) + Math.abs(a[1] - b[1]) === 1;

function render() {
  const el = $('b-board');
  el.replaceChildren();
  el.setAttribute('viewBox', `0 0 ${s.size} ${s.size}`);
  el.dataset.used = s.used.length;
  for (let r = 1; r <= s.size; r++) {
    for (let c = 1; c <= s.size; c++) {
      const ch = at(r, c);
      const inPath = s.path.findIndex((p) => p[0] === r && p[1] === c);
      const botIndex = s.botPath.findIndex((p) => p[0] === r && p[1] === c);
      let cls = 'tile';
      if (ch === '.') cls += ' empty';
      if (s.cell && s.cell[0] === r && s.cell[1] === c) cls += ' new';
      if (inPath >= 0) cls += ' path';
      const tile = svg('rect', { class: cls, x: c - 1 + 0.04, y: r - 1 + 0.04, width: 0.92, height: 0.92, rx: 0.08,
                                 'data-row': r, 'data-col': c }, el);
      if (botIndex >= 0) {
        tile.classList.add('bot');
        tile.style.animationDelay = `${botIndex * 0.25}s`;
      }
      tile.addEventListener('click', () => click(r, c));
      if (ch !== '.') svg('text', { class: 'letter', x: c - 0.5, y: r - 0.45 }, el).textContent = ch;
      if (inPath >= 0) svg('text', { class: 'order', x: c - 0.85, y: r - 0.72 }, el).textContent = inPath + 1;
    }
  }
  for (const b of $('b-letters').children) b.classList.toggle('chosen', b.textContent === s.letter);
  $('b-trace').textContent = s.path.map(([r, c]) => at(r, c)).join('');
  $('b-score-you').textContent = s.you;
  $('b-score-bot').textContent = s.bot;
  const status = $('b-status');
  status.dataset.state = s.over ? 'over' : s.busy ? 'thinking' : 'your-move';
  if (s.over) status.textContent = s.you > s.bot ? `Game over: you win ${s.you}:${s.bot}.` : s.you < s.bot ? `Game over: the bot wins ${s.bot}:${s.you}.` : `Game over: a draw, ${s.you}:${s.bot}.`;
  else if (s.busy) status.textContent = 'The bot is thinking…';
  else if (!s.cell) status.textContent = 'Pick an empty cell next to a letter.';
  else if (!s.letter) status.textContent = 'Pick the letter to write.';
  else status.textContent = 'Trace the word: click its cells in order, through the new letter.';
}

function click(r, c) {
  if (s.busy || s.over) return;
  $('b-error').textContent = '';
  if (!filled(r, c) || (s.cell && s.cell[0] === r && s.cell[1] === c && !s.letter)) {
    const next = [[r - 1, c], [r + 1, c], [r, c - 1], [r, c + 1]].some(([a, b]) => a >= 1 && b >= 1 && a <= s.size && b <= s.size && s.board[a - 1][b - 1] !== '.');
    if (!next) { $('b-error').textContent = 'The new letter must go next to a letter already on the board.'; return; }
    s.cell = [r, c];
    s.path = [];
  } else {
    const i = s.path.findIndex((p) => p[0] === r && p[1] === c);
    if (i === s.path.length - 1 && i >= 0) s.path.pop();
    else if (i >= 0) { $('b-error').textContent = 'A cell is used at most once in a word.'; return; }
    else if (s.path.length && !adjacent(s.path[s.path.length - 1], [r, c])) { $('b-error').textContent = 'Each letter of the word must be next to the previous one (no diagonals).'; return; }
    else s.path.push([r, c]);
  }
  render();
}

function chooseLetter(letter) {
  if (!s.cell) { $('b-error').textContent = 'Pick the cell first.'; return; }
  s.letter = letter;
  render();
}

async function submit() {
  if (s.busy || s.over) return;
  if (!s.cell || !s.letter) { $('b-error').textContent = 'Pick a cell and a letter first.'; return; }
  s.busy = true;
  render();
  try {
    const r = await api('POST', '/api/balda/move', { board: text(), used: s.used, row: s.cell[0], col: s.cell[1], letter: s.letter, path: s.path });
    s.you += r.player.score;
    applyReply(r);
    $('b-error').textContent = '';
  } catch (e) {
    $('b-error').textContent = e.message;
  } finally {
    s.busy = false;
    render();
  }
}

function applyReply(r) {
  s.board = parse(r.board);
  s.used = r.used;
  s.cell = null; s.letter = ''; s.path = [];
  s.botPath = r.bot ? r.bot.path : [];
  if (r.bot) s.bot += r.bot.score;
  s.over = r.over;
  $('b-used').replaceChildren(...s.used.map((w, i) => h('li', {}, i === 0 ? `${w} (start)` : w)));
  if (r.bot) $('b-used').lastChild.append(' — bot');
}

async function pass() {
  if (s.busy || s.over) return;
  s.busy = true;
  render();
  try { applyReply(await api('POST', '/api/balda/pass', { board: text(), used: s.used })); }
  catch (e) { $('b-error').textContent = e.message; }
  finally { s.busy = false; render(); }
}

async function newGame() {
  $('b-error').textContent = '';
  try {
    const r = await api('POST', '/api/balda/new', { word: $('b-word').value.trim() || null });
    Object.assign(s, { board: parse(r.board), size: parse(r.board).length, used: r.used, you: 0, bot: 0, cell: null, letter: '', path: [], botPath: [], over: false });
    $('b-used').replaceChildren(h('li', {}, `${r.used[0]} (start)`));
  } catch (e) {
    $('b-error').textContent = e.message;
  }
  render();
}

export function start() {
  $('b-letters').replaceChildren(...Array.from(ALPHABET).map((l) => h('button', { onclick: () => chooseLetter(l) }, l)));
  $('b-new').addEventListener('click', newGame);
  $('b-submit').addEventListener('click', submit);
  $('b-clear').addEventListener('click', () => { s.cell = null; s.letter = ''; s.path = []; $('b-error').textContent = ''; render(); });
  $('b-pass').addEventListener('click', pass);
  newGame();
}
