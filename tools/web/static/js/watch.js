// Watch: every tournament and game recorded in the referee schema; replay move by move.
import { api, $, h, svg } from './api.js';
import { drawBoard, cellName } from './board.js';
import { standingsTable, eloChart, gamesTable } from './standings.js';

const replay = { game: null, ply: 0, timer: null };

async function loadTournaments() {
  const { tournaments } = await api('GET', '/api/tournaments');
  $('w-tournaments').replaceChildren(
    h('tr', {}, ...['#', 'name', 'board', 'games'].map((t) => h('th', {}, t))),
    ...tournaments.map((t) => {
      const tr = h('tr', { dataset: { tournament: t.id }, title: `started ${t.started_at.slice(0, 19)}` },
        h('td', {}, t.id), h('td', {}, (t.name || '').replace(/^web match: /, '')), h('td', {}, `${t.size}x${t.size}`),
        h('td', { class: 'num' }, `${t.finished_games}/${t.games}`));
      tr.addEventListener('click', () => openTournament(t.id, tr));
      return tr;
    }));
}

async function openTournament(id, row) {
  for (const r of document.querySelectorAll('#w-tournaments tr')) r.classList.toggle('selected', r === row);
  const t = await api('GET', `/api/tournaments/${id}`);
  $('w-title').textContent = `Tournament ${t.id}${t.name ? ': ' + t.name : ''} (${t.size}x${t.size}, ${t.rule})`;
  $('w-standings').replaceChildren(standingsTable(t.standings));
  eloChart($('w-chart'), t.standings);
  $('w-games').replaceChildren(gamesTable(t.games, (g, tr) => {
    for (const r of document.querySelectorAll('#w-games tr')) r.classList.toggle('selected', r === tr);
    openGame(g.id);
  }));
}

async function openGame(id) {
  stop();
  const g = await api('GET', `/api/games/${id}`);
  replay.game = g;
  $('w-game-title').textContent = `Game ${g.id}: ${g.black} (black) vs ${g.white} (white)`;
  const winner = g.result === 'black' ? g.black : g.result === 'white' ? g.white : null;
  $('w-end').textContent = g.result
    ? `${g.result === 'draw' ? 'Draw' : winner + ' wins'}: ${g.reason}${g.detail ? ' (' + g.detail + ')' : ''}; clocks ${(g.black_ms / 1000).toFixed(1)} s / ${(g.white_ms / 1000).toFixed(1)} s`
    : `Not finished${g.reason ? ': ' + g.reason : ''}`;
  $('w-slider').max = g.moves.length;
  timesChart(g);
  show(g.moves.length);
}

function show(ply) {
  const g = replay.game;
  if (!g) return;
  replay.ply = Math.max(0, Math.min(ply, g.moves.length));
  const stones = g.moves.slice(0, replay.ply).map((m) => ({ x: m.x, y: m.y, colour: m.colour }));
  const atEnd = replay.ply === g.moves.length;
  drawBoard($('w-board'), g.size, stones, { last: stones[stones.length - 1], five: atEnd ? g.five : null });
  $('w-board').dataset.ply = replay.ply;
  $('w-slider').value = replay.ply;
  const m = g.moves[replay.ply - 1];
  $('w-ply').textContent = `${replay.ply} / ${g.moves.length}` +
    (m ? ` — ${m.colour === 'X' ? 'black' : 'white'} ${cellName(m.x, m.y)}${m.opening ? ' (opening)' : m.ms != null ? `, ${m.ms.toFixed(1)} ms` : ''}` : '');
  for (const bar of $('w-times').querySelectorAll('rect'))
    bar.classList.toggle('current', Number(bar.dataset.ply) === replay.ply);
}

// The time of each move (the player's own clock), black above, white below.
function timesChart(g) {
  const el = $('w-times');
  el.replaceChildren();
  const moves = g.moves.filter((m) => !m.opening);
  const W = 520, H = 140, mid = H / 2;
  el.setAttribute('viewBox', `0 0 ${W} ${H}`);
  if (!moves.length) return;
  const max = Math.max(1, ...moves.map((m) => m.ms || 0));
  const w = (W - 40) / moves.length;
  svg('line', { x1: 30, y1: mid, x2: W, y2: mid, stroke: '#888' }, el);
  svg('text', { x: 0, y: 12 }, el).textContent = `${Math.round(max)} ms`;
  moves.forEach((m, i) => {
    const hgt = ((m.ms || 0) / max) * (mid - 8);
    const bar = svg('rect', { x: 34 + i * w, y: m.colour === 'X' ? mid - hgt : mid, width: Math.max(w - 1, 1), height: Math.max(hgt, 0.5),
                              fill: m.colour === 'X' ? '#333' : '#bbb', 'data-ply': m.ply }, el);
    bar.addEventListener('click', () => show(m.ply));
  });
}

function stop() {
  clearInterval(replay.timer);
  replay.timer = null;
  $('w-play').textContent = 'Play';
}

function toggle() {
  if (replay.timer) return stop();
  if (!replay.game) return;
  if (replay.ply >= replay.game.moves.length) show(0);
  $('w-play').textContent = 'Pause';
  replay.timer = setInterval(() => {
    if (replay.ply >= replay.game.moves.length) return stop();
    show(replay.ply + 1);
  }, 400);
}

export function start() {
  $('w-refresh').addEventListener('click', loadTournaments);
  $('w-first').addEventListener('click', () => { stop(); show(0); });
  $('w-prev').addEventListener('click', () => { stop(); show(replay.ply - 1); });
  $('w-next').addEventListener('click', () => { stop(); show(replay.ply + 1); });
  $('w-last').addEventListener('click', () => { stop(); show(Infinity); });
  $('w-play').addEventListener('click', toggle);
  $('w-slider').addEventListener('input', () => { stop(); show(Number($('w-slider').value)); });
  document.addEventListener('keydown', (e) => {
    if (!$('watch').classList.contains('active') || e.target.matches('input, textarea, select')) return;
    if (e.key === 'ArrowLeft') { stop(); show(replay.ply - 1); }
    else if (e.key === 'ArrowRight') { stop(); show(replay.ply + 1); }
    else if (e.key === 'Home') { stop(); show(0); }
    else if (e.key === 'End') { stop(); show(Infinity); }
    else if (e.key === ' ') toggle();
    else return;
    e.preventDefault();
  });
  drawBoard($('w-board'), 19, []);
  loadTournaments().catch((e) => { $('w-title').textContent = e.message; });
}

export function shown() {
  loadTournaments().catch(() => {});
}
