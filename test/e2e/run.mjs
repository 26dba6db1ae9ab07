// End-to-end tests of pg_games-web in Debian's chromium (headless), driven by playwright-core.
// Usage: node run.mjs URL ARTIFACT_DIR   (PGHOST, PGPORT, PGUSER, PGDATABASE reach the database,
// for looking up a legal Balda move with psql). Screenshots go to ARTIFACT_DIR. Every wait is on
// a condition with a generous timeout; nothing depends on the machine's speed.
import { chromium } from 'playwright-core';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const [url, artifacts] = process.argv.slice(2);
if (!url || !artifacts) {
  console.error('usage: node run.mjs URL ARTIFACT_DIR');
  process.exit(2);
}
mkdirSync(artifacts, { recursive: true });
const LONG = Number(process.env.E2E_TIMEOUT_MS || 240_000);  // generous: the engine and the referee under a loaded machine

const profile = mkdtempSync(join(tmpdir(), 'pgg-chromium-'));
// A fresh profile (--user-data-dir) for each run.
const browser = await chromium.launchPersistentContext(profile, {
  executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
  headless: true,
  viewport: { width: 1280, height: 900 },
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
         '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
const page = browser.pages()[0] || await browser.newPage();
const problems = [];
page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
// Refused requests (4xx) are part of the tests; any other console error is a problem.
page.on('console', (m) => {
  if (m.type() === 'error' && !/status of 4\d\d/.test(m.text())) problems.push(`console: ${m.text()}`);
});
page.setDefaultTimeout(Math.min(LONG, 60_000));

let failures = 0;
async function test(name, fn) {
  const t0 = Date.now();
  try {
    await fn();
    console.log(`ok      ${name} (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
  } catch (e) {
    failures++;
    console.log(`FAILED  ${name}: ${e.message.split('\n')[0]}`);
    await page.screenshot({ path: join(artifacts, `failed-${name.replace(/\W+/g, '_')}.png`), fullPage: true }).catch(() => {});
  }
}
function check(cond, message) { if (!cond) throw new Error(message); }
const shot = (name) => page.screenshot({ path: join(artifacts, `${name}.png`), fullPage: true });
const text = (sel) => page.locator(sel).innerText();

async function openTab(tab) {
  await page.goto(`${url}#${tab}`);
  await page.locator(`section#${tab}.active`).waitFor();
}

await test('gomoku: a game against the engine to its end', async () => {
  await openTab('gomoku');
  await page.selectOption('#g-size', '10');
  await page.selectOption('#g-nodes', '5000');
  await page.selectOption('#g-time', '200');
  await page.click('#g-new');
  for (let turn = 0; turn < 60; turn++) {
    await page.waitForSelector('#g-status[data-state="your-move"], #g-status[data-state="over"]', { timeout: LONG });
    if (await page.getAttribute('#g-status', 'data-state') === 'over') break;
    // A weak but legal player: the first empty cell (top-left first) touching a stone.
    const cell = await page.evaluate(() => {
      const stones = new Set([...document.querySelectorAll('#g-board circle.stone')].map((c) => `${c.dataset.x},${c.dataset.y}`));
      for (const r of document.querySelectorAll('#g-board rect.cell')) {
        const x = +r.dataset.x, y = +r.dataset.y;
        for (const [dx, dy] of [[1, 0], [-1, 0], [0, 1], [0, -1], [1, 1], [-1, -1], [1, -1], [-1, 1]])
          if (stones.has(`${x + dx},${y + dy}`)) return [x, y];
      }
      const any = document.querySelector('#g-board rect.cell');
      return [+any.dataset.x, +any.dataset.y];
    });
    if (turn === 2) {  // an occupied cell is refused with the reason
      const stone = page.locator('#g-board circle.stone').first();
      await stone.click();
      await page.waitForFunction(() => /already taken/.test(document.querySelector('#g-error').textContent));
      await page.waitForSelector('#g-status[data-state="your-move"]');
    }
    const before = await page.evaluate(() => +document.querySelector('#g-board').dataset.moves);
    await page.click(`#g-board rect.cell[data-x="${cell[0]}"][data-y="${cell[1]}"]`);
    await page.waitForFunction((n) => +document.querySelector('#g-board').dataset.moves > n, before, { timeout: LONG });
  }
  check(await page.getAttribute('#g-status', 'data-state') === 'over', 'the game did not end');
  check(/five in a row/.test(await text('#g-status')), `no winner shown: ${await text('#g-status')}`);
  const winning = await page.locator('#g-board circle.stone.win').count();
  check(winning >= 5, `the winning five is not highlighted (${winning} stones)`);
  check(/depth \d+/.test(await text('#g-engine')), 'the engine\'s evaluation and depth are not shown');
  await shot('gomoku');
  // After the end a click is explained, not played.
  await page.locator('#g-board rect.cell').first().click();
  await page.waitForFunction(() => /game is over/.test(document.querySelector('#g-error').textContent));
  // Undo takes the game back to the player's turn.
  await page.click('#g-undo');
  await page.waitForSelector('#g-status[data-state="your-move"]');
});

await test('contest lab: save an entry, play it against the native entry', async () => {
  await openTab('contest');
  await page.fill('#c-name', 'nearest-empty');
  await page.click('#c-save');
  await page.waitForFunction(() => /saved/.test(document.querySelector('#c-saved').textContent));
  await page.selectOption('#c-a', 'nearest-empty');
  await page.selectOption('#c-b', 'native');
  await page.fill('#c-games', '2');
  await page.fill('#c-clock', '120');
  await page.selectOption('#c-size', '10');
  await page.click('#c-play');
  // Live progress: a board with stones while it plays, then 2 / 2 games.
  await page.waitForSelector('#c-board circle.stone', { timeout: LONG });
  await page.waitForSelector('#c-progress[data-state="done"]', { timeout: LONG });
  check(/2 \/ 2 games/.test(await text('#c-progress')), `progress: ${await text('#c-progress')}`);
  const wins = await page.locator('#c-standings tr[data-name="native"] td.wins').innerText();
  check(wins === '2', `native should win both games, has ${wins}`);
  await page.waitForSelector('#c-games-list tr[data-game]');
  check(/five/.test(await text('#c-games-list')), 'the games list does not say how the games ended');
  check(/five/.test(await text('#c-game')), 'the finished game does not say how it ended');
  await shot('contest');
});

await test('watch: replay a recorded game', async () => {
  await openTab('watch');
  await page.locator('#w-tournaments tr[data-tournament]').first().click();
  await page.waitForSelector('#w-standings table');
  await page.locator('#w-games tr[data-game]').first().click();
  await page.waitForFunction(() => +document.querySelector('#w-slider').max > 5);
  const total = +(await page.getAttribute('#w-slider', 'max'));
  check(+(await page.getAttribute('#w-board', 'data-ply')) === total, 'the replay does not start at the end');
  check(await page.locator('#w-board circle.stone').count() === total, 'not every stone is drawn');
  check(await page.locator('#w-board circle.stone.win').count() >= 5, 'the winning five is not marked');
  await shot('watch-end');
  await page.keyboard.press('Home');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  check(+(await page.getAttribute('#w-board', 'data-ply')) === 3, 'the arrow keys do not step');
  check(await page.locator('#w-board circle.stone').count() === 3, 'three stones after three steps');
  await page.click('#w-play');
  await page.waitForFunction(() => +document.querySelector('#w-board').dataset.ply >= 5);
  await page.click('#w-play');
  await page.locator('#w-slider').fill('5');
  check(+(await page.getAttribute('#w-board', 'data-ply')) === 5, 'the slider does not move the replay');
  check(/five/.test(await text('#w-end')), 'how the game ended is not shown');
  await shot('watch');
});

await test('balda: an invalid word explained, then a move and the bot\'s reply', async () => {
  await openTab('balda');
  await page.fill('#b-word', 'балда');
  await page.click('#b-new');
  await page.waitForFunction(() => document.querySelector('#b-used').innerText.includes('БАЛДА'));
  const tile = (r, c) => `#b-board rect[data-row="${r}"][data-col="${c}"]`;
  // Ъ above Б: "ЪБ" is no word.
  await page.click(tile(2, 1));
  await page.click('#b-letters button:text-is("Ъ")');
  await page.click(tile(2, 1));
  await page.click(tile(3, 1));
  await page.click('#b-submit');
  await page.waitForFunction(() => /not in the dictionary/.test(document.querySelector('#b-error').textContent));
  await page.click('#b-clear');
  // A legal move, from balda_moves itself.
  const sql = `SELECT "row" || ';' || col || ';' || letter || ';' || path FROM balda_moves('...../...../БАЛДА/...../.....', '{БАЛДА}') ORDER BY score DESC, word LIMIT 1`;
  const [row, col, letter, path] = execFileSync('psql', ['-X', '-tA', '-c', sql], { encoding: 'utf8' }).trim().split(';');
  await page.click(tile(row, col));
  await page.click(`#b-letters button:text-is("${letter}")`);
  for (const p of path.split(' ')) {
    const [r, c] = p.split(',');
    await page.click(tile(r, c));
  }
  await page.click('#b-submit');
  await page.waitForFunction(() => document.querySelectorAll('#b-used li').length >= 3, null, { timeout: LONG });
  check(+(await text('#b-score-you')) === path.split(' ').length, 'the player\'s score is the word\'s length');
  check(+(await text('#b-score-bot')) > 0, 'the bot did not score');
  check(await page.locator('#b-board rect.bot').count() >= 2, 'the bot\'s word is not traced');
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState === 'finished'));
  await shot('balda');
});

await test('tic-tac-toe: a draw with the hints on', async () => {
  await openTab('ttt');
  await page.check('#t-hints');
  await page.selectOption('#t-variant', '3x3x3');
  await page.selectOption('#t-colour', 'X');
  await page.click('#t-new');
  for (let i = 0; i < 6; i++) {
    await page.waitForSelector('#t-status[data-state="your-move"], #t-status[data-state="over"]', { timeout: LONG });
    if (await page.getAttribute('#t-status', 'data-state') === 'over') break;
    await page.waitForSelector('#t-board rect.tcell.draw, #t-board rect.tcell.win');
    check(await page.locator('#t-board rect.tcell.loss').count() + await page.locator('#t-board rect.tcell.draw').count() > 0,
      'no cell is coloured');
    if (i === 1) await shot('ttt-hints');
    const before = await page.locator('#t-board text.mark').count();
    await page.locator('#t-board rect.tcell.draw').first().click();
    await page.waitForFunction((n) => document.querySelector('#t-status').dataset.state === 'over' ||
      document.querySelectorAll('#t-board text.mark').length >= n + 2, before, { timeout: LONG });
  }
  await page.waitForSelector('#t-status[data-state="over"]', { timeout: LONG });
  check(await page.getAttribute('#t-status', 'data-result') === 'draw', `not a draw: ${await text('#t-status')}`);
  await shot('ttt');
});

await test('wythoff and nim: a move each against the optimal bot', async () => {
  await openTab('wythoff');
  await page.fill('#y-a', '12');
  await page.fill('#y-b', '17');
  await page.click('#y-new');
  await page.waitForSelector('#y-grid rect.gcell.losing');
  await page.click('#y-grid rect.gcell.reach[data-a="12"][data-b="16"]');
  await page.waitForFunction(() => /bot takes/.test(document.querySelector('#y-status').textContent));
  await page.locator('#n-heaps-view .heap').first().locator('button').first().click();
  await page.waitForFunction(() => /bot leaves/.test(document.querySelector('#n-status').textContent));
  await shot('wythoff');
});

await browser.close();
rmSync(profile, { recursive: true, force: true });
for (const p of problems) console.log(`browser: ${p}`);
if (problems.length) failures++;
console.log(failures ? `${failures} failed` : 'all browser tests passed');
process.exit(failures ? 1 : 0);
