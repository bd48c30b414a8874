import { chromium } from '@playwright/test';
const [,, base, ...paths] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-quic','--no-first-run','--disable-background-networking','--disable-component-update','--disable-sync'] });
for (const width of [390, 1280]) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') console.log(width, 'console', m.type(), m.text()); });
  page.on('pageerror', (e) => console.log('pageerror', e.message));
  for (const p of paths) {
    await page.goto(base + p, { waitUntil: 'networkidle' });
    const name = p.replace(/[^a-z0-9]+/gi, '_') || 'root';
    await page.screenshot({ path: `/tmp/dirbench/shot_${name}_${width}.png`, fullPage: true });
    console.log('shot', name, width);
  }
  await page.close();
}
await browser.close();
