// Wythoff's game on a grid (a cell is a position (a, b); the losing ones from wythoff_positions
// are marked) and Nim with heaps, each against the optimal bot (wythoff_move, nim_move).
import { api, $, h, svg } from './api.js';

const y = { a: 12, b: 17, losing: new Set(), max: 0, busy: false, over: false };
const n = { heaps: [3, 4, 5], busy: false, over: false };

function drawGrid() {
  const el = $('y-grid');
  el.replaceChildren();
  const N = y.max + 1;
  el.setAttribute('viewBox', `-1 -0.2 ${N + 1.2} ${N + 1.2}`);
  el.dataset.a = y.a;
  el.dataset.b = y.b;
  for (let a = 0; a < N; a++) {
    for (let b = 0; b < N; b++) {
      const reach = !y.over && !y.busy && ((a < y.a && b === y.b) || (a === y.a && b < y.b) || (y.a - a === y.b - b && a < y.a));
      let cls = 'gcell';
      if (y.losing.has(`${a},${b}`)) cls += ' losing';
      if (reach) cls += ' reach';
      // a grows to the right, b grows upwards
      const cell = svg('rect', { class: cls, x: a, y: N - 1 - b, width: 1, height: 1, 'data-a': a, 'data-b': b }, el);
      if (reach) cell.addEventListener('click', () => move(y.a - a, y.b - b));
    }
  }
  svg('circle', { class: 'here', cx: y.a + 0.5, cy: N - 1 - y.b + 0.5, r: 0.35 }, el);
  for (let i = 0; i < N; i += 5) {
    svg('text', { x: i + 0.5, y: N + 0.7, 'font-size': 0.6, 'text-anchor': 'middle' }, el).textContent = i;
    svg('text', { x: -0.5, y: N - 1 - i + 0.7, 'font-size': 0.6, 'text-anchor': 'middle' }, el).textContent = i;
  }
}

async function move(takeA, takeB) {
  y.busy = true;
  $('y-error').textContent = '';
  drawGrid();
  try {
    const r = await api('POST', '/api/wythoff/move', { a: y.a, b: y.b, take_a: takeA, take_b: takeB });
    y.a = r.a; y.b = r.b;
    const bot = r.bot ? ` The bot takes ${r.bot.take_a} and ${r.bot.take_b}${r.bot.winning ? '' : ' (it is lost: the smallest move)'}, reaching (${r.a}, ${r.b}).` : '';
    if (r.winner) { y.over = true; $('y-status').textContent = r.winner === 'player' ? 'You took the last object: you win!' : `The bot took the last object and wins.${bot}`; }
    else $('y-status').textContent = `You moved.${bot} Your move from (${r.a}, ${r.b}).`;
  } catch (e) {
    $('y-error').textContent = e.message;
  } finally {
    y.busy = false;
    drawGrid();
  }
}

async function newWythoff() {
  y.a = Math.max(1, Math.min(40, Number($('y-a').value) || 12));
  y.b = Math.max(1, Math.min(40, Number($('y-b').value) || 17));
  y.max = Math.max(y.a, y.b);
  y.over = false;
  try {
    const r = await api('GET', `/api/wythoff/losing?max=${y.max}`);
    y.losing = new Set();
    for (const [a, b] of r.positions) { y.losing.add(`${a},${b}`); y.losing.add(`${b},${a}`); }
    $('y-status').textContent = y.losing.has(`${y.a},${y.b}`) ? `(${y.a}, ${y.b}) is a losing position: the bot will win if you cannot surprise it.` : `Your move from (${y.a}, ${y.b}).`;
  } catch (e) {
    $('y-error').textContent = e.message;
  }
  drawGrid();
}

function drawHeaps() {
  $('n-heaps-view').replaceChildren(...n.heaps.map((size, i) => h('div', { class: 'heap' },
    h('span', {}, `heap ${i + 1}: `),
    ...Array.from({ length: size }, (_, j) => h('button', { title: `leave ${j}`, onclick: () => nimMove(i + 1, j) }, '')))));
}

async function nimMove(heap, size) {
  if (n.busy || n.over) return;
  n.busy = true;
  $('n-error').textContent = '';
  try {
    const r = await api('POST', '/api/nim/move', { heaps: n.heaps, heap, size });
    n.heaps = r.heaps;
    const bot = r.bot ? ` The bot leaves ${r.bot.size} in heap ${r.bot.heap}.` : '';
    if (r.winner) { n.over = true; $('n-status').textContent = r.winner === 'player' ? 'You took the last object: you win!' : `The bot took the last object and wins.${bot}`; }
    else $('n-status').textContent = `Your move.${bot}`;
  } catch (e) {
    $('n-error').textContent = e.message;
  } finally {
    n.busy = false;
    drawHeaps();
  }
}

function newNim() {
  const heaps = $('n-heaps').value.split(/[\s,]+/).filter(Boolean).map(Number).filter((v) => Number.isInteger(v) && v >= 0 && v <= 30).slice(0, 8);
  n.heaps = heaps.length ? heaps : [3, 4, 5];
  n.over = false;
  $('n-status').textContent = 'Your move: click a counter to leave that many before it.';
  drawHeaps();
}

export function start() {
  $('y-new').addEventListener('click', newWythoff);
  $('n-new').addEventListener('click', newNim);
  newWythoff();
  newNim();
}
