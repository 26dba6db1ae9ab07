// The page: tabs, and each game's module started when its tab is first shown.
import { api, $ } from './api.js';
import * as gomoku from './gomoku.js';
import * as contest from './contest.js';
import * as watch from './watch.js';
import * as balda from './balda.js';
import * as ttt from './ttt.js';
import * as wythoff from './wythoff.js';

const modules = { gomoku, contest, watch, balda, ttt, wythoff };
const started = new Set();

function show(tab) {
  for (const b of document.querySelectorAll('#tabs button'))
    b.classList.toggle('active', b.dataset.tab === tab);
  for (const s of document.querySelectorAll('main > section'))
    s.classList.toggle('active', s.id === tab);
  if (!started.has(tab)) {
    started.add(tab);
    modules[tab].start();
  } else if (modules[tab].shown) {
    modules[tab].shown();
  }
  if (location.hash !== `#${tab}`) history.replaceState(null, '', `#${tab}`);
}

for (const b of document.querySelectorAll('#tabs button'))
  b.addEventListener('click', () => show(b.dataset.tab));
const fromHash = () => (modules[location.hash.slice(1)] ? location.hash.slice(1) : 'gomoku');
window.addEventListener('hashchange', () => show(fromHash()));
show(fromHash());
api('GET', '/api/health').then(
  (h) => { $('server-info').textContent = `pg_games ${h.extension}`; },
  (e) => { $('server-info').textContent = e.message; });
