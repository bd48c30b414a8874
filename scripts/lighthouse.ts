/**
 * `npm run lighthouse -- [paths or URLs]`: Lighthouse (mobile, default throttling) in Debian's Chromium,
 * 3 runs per page, prints the median of each category score and of LCP, TBT and CLS.
 * Without URLs it audits / and the 404 page. Paths are audited on a freshly started built server
 * (demo data in a temporary database) unless --url BASE points at a running one.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { CHROMIUM_FLAGS } from './chromium-flags.ts';
import { spawnServer } from './spawn-server.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { url: { type: 'string' }, runs: { type: 'string', default: '3' } },
});
const runs = Number(values.runs);
const pages = positionals.length > 0 ? positionals : ['/', '/this-page-does-not-exist'];

const dir = mkdtempSync(join(tmpdir(), 'lighthouse-'));
const server = values.url
  ? undefined
  : await spawnServer({
      DATABASE_PATH: join(dir, 'site.db'),
      MAIL_OUTBOX_DIR: join(dir, 'outbox'),
      UPLOADS_DIR: join(dir, 'uploads'),
    });
const base = (values.url ?? server!.url).replace(/\/$/, '');

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

interface Run {
  performance: number;
  accessibility: number;
  'best-practices': number;
  seo: number;
  lcp: number;
  tbt: number;
  cls: number;
}

const rows: string[][] = [];
let traceFailures = 0;
try {
  for (const page of pages) {
    const url = /^https?:/.test(page) ? page : `${base}${page}`;
    const results: Run[] = [];
    for (let i = 0; i < runs; i++) {
      const chrome = await chromeLauncher.launch({
        chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
        chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
      });
      try {
        // ignoreStatusCode: the 404 page is audited too (it answers 404 on purpose).
        const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', ignoreStatusCode: true });
        if (result?.lhr.runtimeError) {
          // Chromium sometimes loses the trace (NO_NAVSTART); Lighthouse's own advice is to run again.
          if (++traceFailures > 3) throw new Error(`${page}: ${result.lhr.runtimeError.message}`);
          console.error(`[lighthouse] ${page} run ${i + 1}: ${result.lhr.runtimeError.code}, running it again`);
          i--;
          continue;
        }
        const lhr = result!.lhr;
        const score = (k: string) => Math.round((lhr.categories[k]?.score ?? 0) * 100) / 100;
        results.push({
          performance: score('performance'),
          accessibility: score('accessibility'),
          'best-practices': score('best-practices'),
          seo: score('seo'),
          lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
          tbt: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
          cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN,
        });
        const failing = Object.values(lhr.audits)
          .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode === 'binary')
          .map((a) => a.id);
        if (failing.length > 0) console.error(`[lighthouse] ${page} run ${i + 1} failing audits: ${failing.join(', ')}`);
      } finally {
        chrome.kill();
      }
    }
    const m = (k: keyof Run) => median(results.map((r) => r[k]));
    rows.push([
      page,
      m('performance').toFixed(2),
      m('accessibility').toFixed(2),
      m('best-practices').toFixed(2),
      m('seo').toFixed(2),
      `${Math.round(m('lcp'))} ms`,
      `${Math.round(m('tbt'))} ms`,
      m('cls').toFixed(3),
    ]);
  }
} finally {
  await server?.stop();
  rmSync(dir, { recursive: true, force: true });
}

const header = ['page', 'perf', 'a11y', 'best', 'seo', 'LCP', 'TBT', 'CLS'];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
console.log(`\nLighthouse, mobile, median of ${runs} runs, ${base}\n`);
console.log(line(header));
console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
for (const row of rows) console.log(line(row));
