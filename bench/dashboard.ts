// The dashboard against the built mock (`npm run bench:dashboard`, builds first):
// 1. first load: the size of dist/ui, raw and gzip;
// 2. interactive: navigation → the subscribers table rendered, in a fresh browser context each run;
// 3. the request journal with 10,000 entries (mock started with --journal-size 10000): navigation → the
//    first rows shown, rows in the DOM, time per scroll step (scrollTop set → two frames later), time per
//    filter change (input → two frames later), and a burst of new entries arriving live while it is open.
// Env: BENCH_RUNS (cold loads per measure, default 5), BENCH_ENTRIES (journal entries, default 10000).
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '../test/helpers/chromium.js';
import { ROOT } from './targets.js';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const ENTRIES = Number(process.env.BENCH_ENTRIES ?? 10_000);
const TARGETS = { gzipKb: 300, interactiveMs: 1000 };
const log = (m: string): void => void process.stderr.write(`bench:dashboard: ${m}\n`);
const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
const verdict = (ok: boolean): string => (ok ? 'PASS' : '**MISS**');

async function startMock(): Promise<{ url: string; stop: () => void }> {
  const child = spawn(process.execPath, [join(ROOT, 'dist/bin/cli.js'), '--port', '0', '--journal-size', String(ENTRIES), '--log-level', 'warn'], { stdio: ['ignore', 'pipe', 'inherit'] });
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const found = /listening on (http:\/\/\S+)/.exec(out)?.[1];
      if (found) resolve(found);
    });
    child.on('exit', (code) => reject(new Error(`mock exited (${code})`)));
  });
  return { url, stop: () => child.kill('SIGTERM') };
}

/** Sends `count` API requests, 50 at a time: mostly reads, every 100th a create the contract refuses. */
async function fillJournal(url: string, count: number): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const n = next++;
      const refused = n % 100 === 0;
      await fetch(`${url}${refused ? '/v2/subscribers' : `/v2/subscribers?limit=1&n=${n}`}`, {
        method: refused ? 'POST' : 'GET',
        headers: { Authorization: 'ApiKey test-api-key', 'Content-Type': 'application/json' },
        body: refused ? '{"firstName":3}' : undefined,
      }).then((res) => res.arrayBuffer());
    }
  };
  await Promise.all(Array.from({ length: 50 }, worker));
}

/** Milliseconds since the page's navigation started, once `selector` is in the DOM, in a fresh context. */
async function coldLoad(browser: Browser, url: string, selector: string): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto(url);
  await page.waitForSelector(selector, { timeout: 60_000 });
  const ms = (await page.evaluate('performance.now()')) as number;
  await context.close();
  return ms;
}

const twoFrames = 'new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))';

async function scrollSteps(page: Page, steps: number): Promise<number> {
  return (await page.evaluate(`(async () => {
    const list = document.querySelector('[role=listbox]');
    const started = performance.now();
    for (let i = 1; i <= ${steps}; i++) {
      list.scrollTop = (list.scrollHeight - list.clientHeight) * i / ${steps};
      await ${twoFrames};
    }
    return (performance.now() - started) / ${steps};
  })()`)) as number;
}

async function filterChange(page: Page, value: string): Promise<number> {
  return (await page.evaluate(`(async () => {
    const input = document.querySelector('input[type=search][data-search]');
    const started = performance.now();
    input.value = ${JSON.stringify(value)};
    input.dispatchEvent(new Event('input', { bubbles: true }));
    await ${twoFrames};
    return performance.now() - started;
  })()`)) as number;
}

async function main(): Promise<void> {
  const files = readdirSync(join(ROOT, 'dist/ui'));
  const sizes = files.map((name) => {
    const bytes = readFileSync(join(ROOT, 'dist/ui', name));
    return { name, raw: bytes.length, gzip: gzipSync(bytes).length };
  });
  const gzipTotal = sizes.reduce((sum, f) => sum + f.gzip, 0);

  const mock = await startMock();
  const browser = await launchChromium();
  try {
    log(`mock at ${mock.url}`);
    const interactive: number[] = [];
    for (let run = 0; run < RUNS; run++) interactive.push(await coldLoad(browser, `${mock.url}/__admin/ui`, 'table[aria-label=Subscribers] tbody tr'));

    log(`sending ${ENTRIES} requests`);
    const fillStarted = performance.now();
    await fillJournal(mock.url, ENTRIES);
    log(`journal filled in ${((performance.now() - fillStarted) / 1000).toFixed(1)} s`);
    const journalLoads: number[] = [];
    for (let run = 0; run < RUNS; run++) journalLoads.push(await coldLoad(browser, `${mock.url}/__admin/ui#/requests`, '[role=listbox] [role=option]'));

    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${mock.url}/__admin/ui#/requests`);
    await page.waitForSelector('[role=listbox] [role=option]', { timeout: 60_000 });
    const shown = (await page.evaluate(`document.querySelector('.journal .muted').textContent`)) as string;
    const rowsInDom = (await page.evaluate(`document.querySelectorAll('[role=option]').length`)) as number;
    const scroll = await scrollSteps(page, 50);
    const filters = [await filterChange(page, '/v2/subscribers*'), await filterChange(page, 'no-such-path'), await filterChange(page, '')];
    const contractOnly = (await page.evaluate(`(async () => {
      const box = [...document.querySelectorAll('label.check')].find((l) => l.textContent.includes('Contract failures only')).querySelector('input');
      const started = performance.now();
      box.click();
      await ${twoFrames};
      return performance.now() - started;
    })()`)) as number;
    // New entries arriving while the list is open: a burst of 500 requests, then the list is current.
    const burstStarted = performance.now();
    await fillJournal(mock.url, 500);
    await page.waitForFunction(`document.querySelector('.journal .muted').textContent.includes('of ${ENTRIES + 500}')`, undefined, { timeout: 30_000 });
    const burstMs = performance.now() - burstStarted;
    await page.close();

    const lines = [
      `### Issue 23 — dashboard (\`npm run bench:dashboard\`, ${new Date().toISOString().slice(0, 10)})`,
      '',
      `| Measure | Value | Target |`,
      `|---|---|---|`,
      ...sizes.map((f) => `| \`dist/ui/${f.name}\` | ${(f.raw / 1024).toFixed(1)} KB, ${(f.gzip / 1024).toFixed(1)} KB gzip | |`),
      `| First load, all assets gzip | ${(gzipTotal / 1024).toFixed(1)} KB | ≤ ${TARGETS.gzipKb} KB: ${verdict(gzipTotal / 1024 <= TARGETS.gzipKb)} |`,
      `| Navigation → subscribers table rendered (median of ${RUNS} cold loads) | ${median(interactive).toFixed(0)} ms (${interactive.map((v) => v.toFixed(0)).join(', ')}) | ≤ ${TARGETS.interactiveMs} ms: ${verdict(median(interactive) <= TARGETS.interactiveMs)} |`,
      `| Navigation → request journal rows shown, ${ENTRIES.toLocaleString('en-US')} entries (median of ${RUNS}) | ${median(journalLoads).toFixed(0)} ms (${journalLoads.map((v) => v.toFixed(0)).join(', ')}) | |`,
      `| Journal: entries shown / rows in the DOM | ${shown.trim()} / ${rowsInDom} | only visible rows |`,
      `| Journal: scroll step (scrollTop set → two frames), mean of 50 over the whole list | ${scroll.toFixed(1)} ms | |`,
      `| Journal: filter change (path glob, no match, cleared) → two frames | ${filters.map((v) => v.toFixed(1)).join(' / ')} ms | |`,
      `| Journal: "contract failures only" ticked → two frames | ${contractOnly.toFixed(1)} ms | |`,
      `| Journal: 500 new requests sent → all shown live | ${burstMs.toFixed(0)} ms | |`,
    ];
    process.stdout.write(`${lines.join('\n')}\n`);
  } finally {
    await browser.close();
    mock.stop();
  }
}

await main();
