// A gomoku board in SVG: cells 1..size each way (x the column from the left, y the row from the
// top), stones 'X' (black) and 'O' (white), the last stone and a winning line marked.
import { svg } from './api.js';

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdef';

export function drawBoard(el, size, stones, { onClick, last, five } = {}) {
  el.replaceChildren();
  el.setAttribute('viewBox', `-0.3 -0.3 ${size + 1.1} ${size + 1.1}`);
  el.dataset.size = size;
  svg('rect', { class: 'bg', x: 0.5, y: 0.5, width: size, height: size }, el);
  for (let i = 0; i <= size; i++) {
    svg('line', { class: 'line', x1: 0.5 + i, y1: 0.5, x2: 0.5 + i, y2: size + 0.5 }, el);
    svg('line', { class: 'line', x1: 0.5, y1: 0.5 + i, x2: size + 0.5, y2: 0.5 + i }, el);
  }
  for (let i = 1; i <= size; i++) {
    svg('text', { class: 'label', x: i, y: 0.1 }, el).textContent = LETTERS[i - 1];
    svg('text', { class: 'label', x: 0.1, y: i }, el).textContent = i;
  }
  const occupied = new Map();
  for (const s of stones) occupied.set(`${s.x},${s.y}`, s.colour);
  const onFive = new Set();
  if (five) {
    const [fx, fy] = five.from, [tx, ty] = five.to;
    const n = Math.max(Math.abs(tx - fx), Math.abs(ty - fy));
    for (let k = 0; k <= n; k++)
      onFive.add(`${fx + Math.sign(tx - fx) * k},${fy + Math.sign(ty - fy) * k}`);
  }
  for (let y = 1; y <= size; y++) {
    for (let x = 1; x <= size; x++) {
      const key = `${x},${y}`;
      const colour = occupied.get(key);
      if (colour) {
        let cls = `stone ${colour}`;
        if (last && last.x === x && last.y === y) cls += ' last';
        if (onFive.has(key)) cls += ' win';
        const stone = svg('circle', { class: cls, cx: x, cy: y, r: 0.42, 'data-x': x, 'data-y': y }, el);
        if (onClick) stone.addEventListener('click', () => onClick(x, y));
      } else if (onClick) {
        const cell = svg('rect', { class: 'cell', x: x - 0.5, y: y - 0.5, width: 1, height: 1,
                                   'data-x': x, 'data-y': y }, el);
        cell.addEventListener('click', () => onClick(x, y));
      }
    }
  }
  if (five) {
    svg('line', { class: 'winline', x1: five.from[0], y1: five.from[1], x2: five.to[0], y2: five.to[1] }, el);
  }
}

// "J10"-style name of a cell.
export function cellName(x, y) {
  return `${LETTERS[x - 1]}${y}`;
}
