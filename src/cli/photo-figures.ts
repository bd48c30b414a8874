/**
 * `npx tsx src/cli/photo-figures.ts [--runs 3] [--batch 10]`: the upload pipeline's figures for
 * docs/listing-profile.md. Makes a 12-megapixel (4000 × 3000) JPEG of just under 10 MB (the upload
 * limit) with camera-like detail (gradient plus fine noise, so it compresses like a phone photo),
 * then times processPhoto on it (median of --runs), lists the bytes of each variant, and processes
 * --batch such photos two at a time (the server's limit) reporting the wall time and the peak RSS.
 * Same sharp settings as the server (src/server/photos/service.ts: cache off, one thread per pipeline).
 */
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { performance } from 'node:perf_hooks';
import sharp from 'sharp';
import { MAX_PHOTO_BYTES, processPhoto } from '../server/photos/pipeline';

sharp.cache(false);
sharp.concurrency(1);

const { values } = parseArgs({ options: { runs: { type: 'string', default: '3' }, batch: { type: 'string', default: '10' } } });
const runs = Number(values.runs);
const batch = Number(values.batch);
const WIDTH = 4000;
const HEIGHT = 3000;

/** A 12 MP JPEG between 9 and 10 MB: a smooth scene plus per-pixel noise, at the quality that lands there. */
async function makeCameraJpeg(seed: number): Promise<Buffer> {
  const noise = Buffer.alloc(WIDTH * HEIGHT * 3);
  let x = 2463534242 ^ seed;
  for (let i = 0; i < noise.length; i++) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    noise[i] = 128 + ((x & 0xff) % 48) - 24;
  }
  const scene = await sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${seed * 37},60%,65%)"/><stop offset="1" stop-color="#0b4f6c"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/></svg>`,
    ),
  )
    .removeAlpha()
    .raw()
    .toBuffer();
  const pixels = Buffer.alloc(scene.length);
  for (let i = 0; i < scene.length; i++) pixels[i] = Math.max(0, Math.min(255, scene[i]! + noise[i]! - 128));
  let low = 60;
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

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const peakRss = () => /VmHWM:\s+(\d+) kB/.exec(readFileSync('/proc/self/status', 'utf8'))?.[1];

console.log(
  `load average at start: ${loadavg()
    .map((l) => l.toFixed(2))
    .join(', ')}`,
);
const photo = await makeCameraJpeg(1);
console.log(`input: ${WIDTH} × ${HEIGHT} JPEG, ${mb(photo.length)} (${photo.length.toLocaleString('en-US')} bytes)`);

const times: number[] = [];
let variants: Awaited<ReturnType<typeof processPhoto>>['variants'] = [];
for (let i = 0; i < runs; i++) {
  const started = performance.now();
  variants = (await processPhoto(photo)).variants;
  times.push(performance.now() - started);
}
times.sort((a, b) => a - b);
console.log(
  `one photo: median ${(times[Math.floor(runs / 2)]! / 1000).toFixed(2)} s of ${runs} (${times.map((t) => (t / 1000).toFixed(2)).join(', ')} s)`,
);
console.log('variants:');
for (const v of variants) console.log(`  ${String(v.width).padStart(4)} px ${v.ext.padEnd(4)} ${kb(v.data.length).padStart(9)}`);
console.log(`  total ${kb(variants.reduce((n, v) => n + v.data.length, 0))}`);

// Ten different photos, two pipelines at a time as the server allows (service.ts MAX_PIPELINES).
const inputs = await Promise.all(Array.from({ length: batch }, (_, i) => makeCameraJpeg(i + 2)));
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
console.log(
  `${batch} photos, 2 at a time: ${seconds.toFixed(1)} s (${(seconds / batch).toFixed(2)} s each); RSS ${mb(rssBefore)} before (inputs held in memory), peak ${mb(peak)} (sampled every 20 ms; process high-water mark ${mb(Number(peakRss()) * 1024)})`,
);
console.log(
  `load average at end: ${loadavg()
    .map((l) => l.toFixed(2))
    .join(', ')}`,
);
