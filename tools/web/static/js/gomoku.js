// Gomoku against the engine: the page keeps the moves; each request sends them with the
// player's move and gets the engine's answer (gomoku_best_move), checked by gomoku_winner.
import { api, $, h } from './api.js';
import { drawBoard, cellName } from './board.js';

const state = { moves: [], five: null, over: false, busy: false, info: '' };

const settings = () => ({
  size: Number($('g-size').value),
  rule: $('g-rule').value,
  time_ms: Number($('g-time').value),
  node_budget: Number($('g-nodes').value),
  aggression: Number($('g-aggr').value),
});
const human = () => $('g-colour').value;
const colourAt = (i) => (i % 2 === 0 ? 'X' : 'O');

function render() {
  const { size } = settings();
  const stones = state.moves.map(([x, y], i) => ({ x, y, colour: colourAt(i) }));
  const last = stones[stones.length - 1];
  drawBoard($('g-board'), size, stones, {
    onClick: play, last, five: state.five });
  $('g-board').dataset.moves = state.moves.length;
  $('g-board').dataset.over = state.over;
  $('g-moves').replaceChildren(...state.moves.map(([x, y], i) =>
    h('li', {}, `${colourAt(i) === human() ? 'you' : 'engine'}: ${cellName(x, y)} (${x}, ${y})`)));
  $('g-moves').scrollTop = 1e6;
  $('g-engine').textContent = state.info;
  const status = $('g-status');
  if (state.over) {
    if (!state.five) status.textContent = 'Draw: the board is full.';
    else status.textContent = state.five.winner === human() ? 'You win: five in a row!' : 'The engine wins: five in a row.';
  } else {
    status.textContent = state.busy ? 'The engine is thinking…' : 'Your move.';
  }
  status.dataset.state = state.over ? 'over' : state.busy ? 'thinking' : 'your-move';
}

async function request(move) {
  state.busy = true;
  $('g-error').textContent = '';
  render();
  try {
    const r = await api('POST', '/api/gomoku/move', { ...settings(), moves: state.moves, move });
    if (r.player) state.moves.push([r.player.x, r.player.y]);
    if (r.engine) {
      state.moves.push([r.engine.x, r.engine.y]);
      const e = r.engine;
      state.info = `Engine: ${cellName(e.x, e.y)} (${e.x}, ${e.y})` +
        (e.score !== undefined ? `, evaluation ${e.score}, depth ${e.depth}, ${e.nodes} nodes, ${e.ms} ms` : '');
    }
    state.five = r.five;
    state.over = r.over;
  } catch (e) {
    $('g-error').textContent = e.message;
  } finally {
    state.busy = false;
    render();
  }
}

// A click: the server explains an occupied cell or a finished game.
function play(x, y) {
  if (state.busy) return;
  request([x, y]);
}

function newGame() {
  state.moves = [];
  state.five = null;
  state.over = false;
  state.info = '';
  $('g-error').textContent = '';
  render();
  if (human() === 'O') request(null);
}

function undo() {
  if (state.busy) return;
  // Back to the player's previous turn: take back the engine's answer and the player's move.
  let n = state.moves.length;
  if (n === 0) return;
  n -= colourAt(n - 1) === human() ? 1 : 2;
  if (n < 0 || (n === 0 && human() === 'O')) n = human() === 'O' ? 1 : 0;
  state.moves = state.moves.slice(0, n);
  state.five = null;
  state.over = false;
  state.info = '';
  $('g-error').textContent = '';
  render();
}

export function start() {
  $('g-new').addEventListener('click', newGame);
  $('g-undo').addEventListener('click', undo);
  for (const id of ['g-size', 'g-rule', 'g-colour']) $(id).addEventListener('change', newGame);
  $('g-aggr').addEventListener('input', () => { $('g-aggr-out').textContent = Number($('g-aggr').value).toFixed(1); });
  newGame();
}
