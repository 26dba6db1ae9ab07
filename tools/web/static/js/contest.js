// The contest lab: save entries, play matches and round robins (run by the server with the
// referee's players), follow the games live, then the standings.
import { api, $, h } from './api.js';
import { drawBoard } from './board.js';
import { standingsTable, gamesTable } from './standings.js';

let job = null;          // the match being followed
let timer = null;
const live = { game: 0, size: 19, stones: [], five: null };

let sources = {};

async function loadEntries(selectA) {
  const { entries } = await api('GET', '/api/entries');
  sources = Object.fromEntries(entries.map((e) => [e.name, e.source]));
  const names = entries.map((e) => e.name);
  for (const id of ['c-a', 'c-b']) {
    const sel = $(id), keep = sel.value;
    sel.replaceChildren(...names.map((n) => h('option', { value: n }, n)));
    if (names.includes(keep)) sel.value = keep;
  }
  if (selectA && names.includes(selectA)) $('c-a').value = selectA;
  if ($('c-a').value === $('c-b').value) $('c-b').value = names.find((n) => n !== $('c-a').value) || '';
}

async function save() {
  $('c-error').textContent = '';
  $('c-saved').textContent = '';
  try {
    const r = await api('POST', '/api/entries', { name: $('c-name').value.trim(), source: $('c-source').value });
    $('c-saved').textContent = `saved as "${r.name}"`;
    await loadEntries(r.name);
    $('c-b').value = 'native';
    if ($('c-a').value === 'native') $('c-b').value = '';
  } catch (e) {
    $('c-error').textContent = e.message;
  }
}

const options = () => ({ games: Number($('c-games').value), clock_s: Number($('c-clock').value), size: Number($('c-size').value) });

async function begin(path, body) {
  $('c-error').textContent = '';
  try {
    const r = await api('POST', path, body);
    job = r.id;
    live.game = 0;
    $('c-standings').replaceChildren();
    $('c-games-list').replaceChildren();
    poll();
  } catch (e) {
    $('c-error').textContent = e.message;
  }
}

async function followGame(id) {
  if (id !== live.game) {
    live.game = id;
    live.stones = [];
    live.five = null;
  }
  const g = await api('GET', `/api/games/${id}?after=${live.stones.length}`);
  live.size = g.size;
  for (const m of g.moves) live.stones.push({ x: m.x, y: m.y, colour: m.colour });
  live.five = g.five;
  drawBoard($('c-board'), g.size, live.stones, { last: live.stones[live.stones.length - 1], five: g.five });
  const end = g.result ? ` — ${g.result === 'draw' ? 'draw' : (g.result === 'black' ? g.black : g.white) + ' wins'} (${g.reason}${g.detail ? ': ' + g.detail : ''})` : '';
  $('c-game').textContent = `Game ${g.game_no}: ${g.black} (black) vs ${g.white} (white), ${live.stones.length} stones${end}`;
}

async function poll() {
  clearTimeout(timer);
  if (!job) return;
  let j;
  try {
    j = await api('GET', `/api/matches/${job}`);
  } catch (e) {
    $('c-error').textContent = e.message;
    return;
  }
  $('c-title').textContent = j.title;
  const pct = j.total ? (100 * j.done) / j.total : 0;
  $('c-bar').style.width = `${pct}%`;
  const progress = $('c-progress');
  progress.textContent = `${j.done} / ${j.total} games` +
    (j.state === 'running' ? ', playing…' : j.state === 'done' ? ', finished' : j.state === 'failed' ? `, failed: ${j.error}` : '');
  progress.dataset.state = j.state;
  progress.dataset.done = j.done;
  progress.dataset.total = j.total;
  try {
    if (j.current_game) await followGame(j.current_game);
    if (j.standings.length) $('c-standings').replaceChildren(standingsTable(j.standings));
    if (j.tournament_id && (j.state !== 'running' || j.done !== Number($('c-games-list').dataset.done))) {
      const t = await api('GET', `/api/tournaments/${j.tournament_id}`);
      $('c-games-list').dataset.done = j.done;
      $('c-games-list').replaceChildren(gamesTable(t.games, (g) => followGame(g.id)));
    }
  } catch (e) {
    $('c-error').textContent = e.message;
  }
  if (j.state === 'running' || j.state === 'starting') timer = setTimeout(poll, 500);
}

export function start() {
  $('c-save').addEventListener('click', save);
  $('c-play').addEventListener('click', () => begin('/api/matches', { a: $('c-a').value, b: $('c-b').value, ...options() }));
  $('c-rr').addEventListener('click', () => begin('/api/roundrobin', options()));
  $('c-load').addEventListener('click', () => {
    const name = $('c-a').value;
    if (!(name in sources)) return;
    $('c-source').value = sources[name];
    $('c-name').value = name === 'native' ? 'my native copy' : name;
  });
  drawBoard($('c-board'), 19, []);
  loadEntries().catch((e) => { $('c-error').textContent = e.message; });
}
