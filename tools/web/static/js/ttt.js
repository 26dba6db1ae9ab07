// Tic-tac-toe and m,n,k games against the solved bot (ttt_best_move); hints colour each empty
// cell by the value of playing there (ttt_moves): win, draw or loss for the player.
import { api, $, svg } from './api.js';

const s = { rows: 3, cols: 3, k: 3, board: '', hints: [], over: false, result: null, busy: false };

const variant = () => $('t-variant').value.split('x').map(Number);
const human = () => $('t-colour').value;

function render() {
  const el = $('t-board');
  el.replaceChildren();
  el.setAttribute('viewBox', `-0.05 -0.05 ${s.cols + 0.1} ${s.rows + 0.1}`);
  const rows = s.board.split('/');
  const showHints = $('t-hints').checked && !s.over && !s.busy;
  for (let r = 1; r <= s.rows; r++) {
    for (let c = 1; c <= s.cols; c++) {
      const mark = rows[r - 1][c - 1];
      const hint = s.hints.find((m) => m.row === r && m.col === c);
      let cls = 'tcell';
      if (showHints && hint && mark === '.') cls += ` ${hint.result}`;
      const cell = svg('rect', { class: cls, x: c - 1, y: r - 1, width: 1, height: 1, 'data-row': r, 'data-col': c,
                                 'data-value': hint ? hint.result : '' }, el);
      cell.addEventListener('click', () => play(r, c));
      if (mark !== '.') svg('text', { class: 'mark', x: c - 0.5, y: r - 0.45 }, el).textContent = mark;
    }
  }
  const status = $('t-status');
  status.dataset.state = s.over ? 'over' : s.busy ? 'thinking' : 'your-move';
  if (s.over) {
    status.dataset.result = s.result;
    status.textContent = s.result === 'draw' ? 'Draw.' : s.result.startsWith(human()) ? 'You win!' : 'The bot wins.';
  } else {
    delete status.dataset.result;
    status.textContent = s.busy ? 'The bot is thinking…' : 'Your move.';
  }
}

async function request(body) {
  s.busy = true;
  $('t-error').textContent = '';
  render();
  try {
    const r = await api('POST', '/api/ttt/move', { board: s.board, k: s.k, ...body });
    s.board = r.board;
    s.hints = r.hints;
    s.over = r.over;
    s.result = r.result;
  } catch (e) {
    $('t-error').textContent = e.message;
  } finally {
    s.busy = false;
    render();
  }
}

function play(r, c) {
  if (s.busy) return;
  request({ move: [r, c] });
}

async function newGame() {
  [s.rows, s.cols, s.k] = variant();
  s.board = Array.from({ length: s.rows }, () => '.'.repeat(s.cols)).join('/');
  s.over = false;
  s.result = null;
  s.hints = [];
  if (human() === 'O') return request({});
  try {
    s.hints = (await api('POST', '/api/ttt/hints', { board: s.board, k: s.k })).hints;
  } catch (e) {
    $('t-error').textContent = e.message;
  }
  render();
}

export function start() {
  $('t-new').addEventListener('click', newGame);
  $('t-variant').addEventListener('change', newGame);
  $('t-colour').addEventListener('change', newGame);
  $('t-hints').addEventListener('change', render);
  newGame();
}
