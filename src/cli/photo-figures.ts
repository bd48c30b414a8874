/**
 * `npx tsx src/cli/photo-figures.ts [--runs 3] [--batch 10]`: the upload pipeline's figures for
 * docs/listing-profile.md. Makes a 12-megapixel (4000 × 3000) JPEG of just under 10 MB (the upload
 * limit) with detail at every scale, as a phone photo has, then times processPhoto on it (median of
 * --runs), lists the bytes of each variant, and processes --batch such photos two at a time (the
 * server's limit) in a fresh process, reporting the wall time and the peak RSS. Same sharp settings
 * as the server (src/features/photos/server/service.ts: cache off, one libvips thread per pipeline).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { performance } from 'node:perf_hooks';
import sharp from 'sharp';
import { MAX_PHOTO_BYTES, processPhoto } from '#src/features/photos/server/pipeline.ts';

sharp.cache(false);
sharp.concurrency(1);

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    batch: { type: 'string', default: '10' },
    inputs: { type: 'string' },
  },
});
const WIDTH = 4000;
const HEIGHT = 3000;

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(', ');
const highWaterMark = () => Number(/VmHWM:\s+(\d+) kB/.exec(readFileSync('/proc/self/status', 'utf8'))?.[1] ?? 0) * 1024;

/**
 * A gradient overlaid with coarse, medium and fine Gaussian noise (so the downscaled variants keep
 * detail, as a photo's do), saved at the highest JPEG quality that stays within the upload limit.
 */
async function makeCameraJpeg(seed: number): Promise<Buffer> {
  const noise = async (scale: number, sigma: number) =>
    sharp({
      create: {
        width: Math.round(WIDTH / scale),
        height: Math.round(HEIGHT / scale),
        channels: 3,
        background: '#808080',
        noise: { type: 'gaussian', mean: 128, sigma },
      },
    })
      .resize(WIDTH, HEIGHT, { kernel: 'cubic' })
      .png({ compressionLevel: 0 })
      .toBuffer();
  const scene = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${seed * 37},60%,65%)"/><stop offset="1" stop-color="#0b4f6c"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/></svg>`;
  const pixels = await sharp(Buffer.from(scene))
    .composite([
      { input: await noise(40, 70), blend: 'overlay' },
      { input: await noise(6, 50), blend: 'soft-light' },
      { input: await noise(1, 25), blend: 'soft-light' },
    ])
    .removeAlpha()
    .raw()
    .toBuffer();
  let low = 50;
  let high = 100;
  let best: Buffer | null = null;
  while (low <= high) {
    const quality = Math.floor((low + high) / 2);
    const jpeg = await sharp(pixels, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } })
      .jpeg({ quality })
      .toBuffer();
    if (jpeg.length <= MAX_PHOTO_BYTES) {
      best = jpeg;
      low = quality + 1;
    } else high = quality - 1;
  }
  return best!;
}

/** Processes every file in `from`, two at a time, and reports wall time and peak RSS. */
async function measureBatch(from: string): Promise<void> {
  const inputs = readdirSync(from).map((f) => readFileSync(join(from, f)));
  const rssBefore = process.memoryUsage().rss;
  let peak = rssBefore;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
  const started = performance.now();
  let next = 0;
  await Promise.all(
    [0, 1].map(async () => {
      while (next < inputs.length) await processPhoto(inputs[next++]!);
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  const total = inputs.reduce((n, b) => n + b.length, 0);
  console.log(
    `${inputs.length} photos (${mb(total)} of JPEG), 2 at a time: ${seconds.toFixed(1)} s (${(seconds / inputs.length).toFixed(2)} s each)`,
  );
  console.log(
    `RSS ${mb(rssBefore)} before, peak ${mb(peak)} (sampled every 20 ms), high-water mark ${mb(highWaterMark())}; load ${load()}`,
  );
}

if (values.inputs) {
  await measureBatch(values.inputs);
} else {
  const runs = Number(values.runs);
  const batch = Number(values.batch);
  console.log(`load average at start: ${load()}`);
  const photo = await makeCameraJpeg(1);
  console.log(`input: ${WIDTH} × ${HEIGHT} JPEG, ${mb(photo.length)} (${photo.length.toLocaleString('en-US')} bytes)`);
  const times: number[] = [];
  const cpu: number[] = [];
  let variants: Awaited<ReturnType<typeof processPhoto>>['variants'] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    const cpuBefore = process.cpuUsage();
    variants = (await processPhoto(photo)).variants;
    times.push(performance.now() - started);
    // CPU time (user + system, all threads) says more than wall time on a shared, loaded machine.
    const used = process.cpuUsage(cpuBefore);
    cpu.push((used.user + used.system) / 1000);
  }
  const sorted = [...times].sort((a, b) => a - b);
  const seconds = (ms: number) => (ms / 1000).toFixed(2);
  console.log(`one photo: median ${seconds(sorted[Math.floor(runs / 2)]!)} s of ${runs} (${times.map(seconds).join(', ')} s)`);
  console.log(`  CPU time per photo: ${cpu.map(seconds).join(', ')} s`);
  console.log('variants:');
  for (const v of variants)
    console.log(`  ${String(v.width).padStart(4)} px ${v.ext.padEnd(4)} ${kb(v.data.length).padStart(9)}`);
  console.log(`  total ${kb(variants.reduce((n, v) => n + v.data.length, 0))}`);

  // The batch runs in a fresh process holding only the JPEG files: making them here leaves hundreds
  // of MB of pixels behind, which would hide the pipeline's own peak.
  const dir = mkdtempSync(join(tmpdir(), 'photo-figures-'));
  try {
    if (batch > 0) for (let i = 0; i < batch; i++) writeFileSync(join(dir, `${i}.jpg`), await makeCameraJpeg(i + 2));
    if (batch > 0) spawnSync(process.execPath, [...process.execArgv, process.argv[1]!, '--inputs', dir], { stdio: 'inherit' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
