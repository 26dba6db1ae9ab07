// Standings tables and the Elo chart (bars with 95% error bars), shared by the lab and Watch.
import { h, svg } from './api.js';

const MIN_GAMES_FOR_ELO = 10;

export function standingsTable(standings) {
  const fmt = (v) => (v >= 0 ? '+' : '') + Math.round(v);
  return h('table', { class: 'standings' },
    h('tr', {}, ...['#', 'entry', 'games', 'wins', 'losses', 'draws', 'score', 'Elo'].map(
      (t, i) => h('th', { class: i >= 2 ? 'num' : '' }, t))),
    ...standings.map((s, i) => h('tr', { dataset: { name: s.name } },
      h('td', {}, i + 1), h('td', {}, s.name), h('td', { class: 'num' }, s.games),
      h('td', { class: 'num wins' }, s.wins), h('td', { class: 'num losses' }, s.losses),
      h('td', { class: 'num' }, s.draws), h('td', { class: 'num' }, s.score),
      // As the referee's table: a rating only from 10 games a player (two games say nothing).
      s.games >= MIN_GAMES_FOR_ELO
        ? h('td', { class: 'num elo' }, `${fmt(s.elo)} ± ${Math.round(s.elo_error)}`)
        : h('td', { class: 'num elo', title: `Elo from ${MIN_GAMES_FOR_ELO} games` }, '–'))));
}

export function eloChart(el, standings) {
  el.replaceChildren();
  const W = 520, rowH = 26, left = 110, H = Math.max(60, standings.length * rowH + 30);
  el.setAttribute('viewBox', `0 0 ${W} ${H}`);
  el.style.height = `${H}px`;
  if (!standings.length) return;
  const lim = Math.max(100, ...standings.map((s) => Math.abs(s.elo) + Math.min(s.elo_error, 800)));
  const X = (v) => left + (W - left - 20) * (0.5 + v / (2 * lim));
  svg('line', { x1: X(0), y1: 5, x2: X(0), y2: H - 20, stroke: '#888' }, el);
  svg('text', { x: X(0), y: H - 6, 'text-anchor': 'middle' }, el).textContent = '0';
  svg('text', { x: X(-lim), y: H - 6, 'text-anchor': 'start' }, el).textContent = `-${Math.round(lim)}`;
  svg('text', { x: X(lim), y: H - 6, 'text-anchor': 'end' }, el).textContent = `+${Math.round(lim)}`;
  standings.forEach((s, i) => {
    const y = 10 + i * rowH;
    svg('text', { x: left - 6, y: y + 12, 'text-anchor': 'end' }, el).textContent = s.name;
    const x0 = Math.min(X(0), X(s.elo)), w = Math.abs(X(s.elo) - X(0));
    svg('rect', { x: x0, y, width: Math.max(w, 1), height: 16, fill: s.elo >= 0 ? '#4a8fd4' : '#d47a4a' }, el);
    const lo = X(Math.max(-lim, s.elo - s.elo_error)), hi = X(Math.min(lim, s.elo + s.elo_error));
    svg('line', { x1: lo, y1: y + 8, x2: hi, y2: y + 8, stroke: '#222' }, el);
    svg('line', { x1: lo, y1: y + 3, x2: lo, y2: y + 13, stroke: '#222' }, el);
    svg('line', { x1: hi, y1: y + 3, x2: hi, y2: y + 13, stroke: '#222' }, el);
  });
}

// The games of a tournament as a table; onPick(game) when a row is clicked.
export function gamesTable(games, onPick) {
  const sec = (ms) => (ms == null ? '' : (ms / 1000).toFixed(1));
  return h('table', { class: 'games' },
    h('tr', {}, ...['game', 'black', 'white', 'result', 'how', 'moves', 'clocks (s)'].map((t) => h('th', {}, t))),
    ...games.map((g) => {
      const winner = g.result === 'black' ? g.black : g.result === 'white' ? g.white : g.result;
      const tr = h('tr', { dataset: { game: g.id } },
        h('td', {}, g.game_no), h('td', {}, g.black), h('td', {}, g.white),
        h('td', {}, winner ? (g.result === 'draw' ? 'draw' : `${winner} wins`) : (g.reason || 'playing')),
        h('td', { class: 'reason', title: g.detail || '' }, g.reason === 'five' || !g.detail ? g.reason || '' : `${g.reason}: ${g.detail}`),
        h('td', { class: 'num' }, g.moves ?? ''), h('td', { class: 'num' }, `${sec(g.black_ms)} / ${sec(g.white_ms)}`));
      if (onPick) tr.addEventListener('click', () => onPick(g, tr));
      return tr;
    }));
}
