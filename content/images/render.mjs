// Renders the site's illustrations (SVG drawn here, no stock photos) to JPEG/WebP/AVIF in public/images.
// Run after changing a scene: `node content/images/render.mjs`. Outputs are committed.
import sharp from 'sharp';
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';

const out = resolve(process.cwd(), 'public/images');
mkdirSync(out, { recursive: true });

const W = 1280;
const H = 720;

const sky = (top, bottom) => `
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>
    <linearGradient id="sea" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#1b7fa6"/><stop offset="1" stop-color="#0b4f6c"/></linearGradient>
    <linearGradient id="sand" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f3ddb0"/><stop offset="1" stop-color="#e2c08a"/></linearGradient>
  </defs>
  <rect width="${W}" height="${H}" fill="url(#sky)"/>`;

const sun = (x, y, r = 70, color = '#ffd36e') =>
  `<circle cx="${x}" cy="${y}" r="${r * 1.6}" fill="${color}" opacity="0.25"/><circle cx="${x}" cy="${y}" r="${r}" fill="${color}"/>`;

const clouds = () => `
  <g fill="#ffffff" opacity="0.85">
    <ellipse cx="260" cy="120" rx="110" ry="28"/><ellipse cx="320" cy="100" rx="70" ry="30"/>
    <ellipse cx="980" cy="170" rx="130" ry="26"/><ellipse cx="930" cy="150" rx="60" ry="28"/>
  </g>`;

const sea = (y) => {
  let waves = '';
  for (let i = 0; i < 7; i++) {
    const wy = y + 30 + i * 45;
    waves += `<path d="M0 ${wy} q40 -12 80 0 t80 0 t80 0 t80 0 t80 0 t80 0 t80 0 t80 0 t80 0 t80 0 t80 0 t80 0 t80 0 t80 0 t80 0 t80 0" stroke="#ffffff" stroke-opacity="${0.25 - i * 0.02}" stroke-width="3" fill="none"/>`;
  }
  return `<rect y="${y}" width="${W}" height="${H - y}" fill="url(#sea)"/>${waves}`;
};

const boat = (x, y, s = 1, hull = '#ffffff', mast = true) => `
  <g transform="translate(${x} ${y}) scale(${s})">
    <path d="M-90 0 L90 0 L65 38 L-70 38 Z" fill="${hull}" stroke="#0b3b52" stroke-width="3"/>
    <rect x="-40" y="-34" width="60" height="34" fill="#e9f3f7" stroke="#0b3b52" stroke-width="3"/>
    <rect x="-32" y="-26" width="16" height="12" fill="#2b6f8f"/><rect x="-8" y="-26" width="16" height="12" fill="#2b6f8f"/>
    ${mast ? '<line x1="40" y1="0" x2="40" y2="-150" stroke="#0b3b52" stroke-width="4"/><path d="M44 -146 L44 -10 L110 -10 Z" fill="#f7f7f2" stroke="#0b3b52" stroke-width="2"/>' : ''}
  </g>`;

const pelican = (x, y, s = 1) =>
  `<path transform="translate(${x} ${y}) scale(${s})" d="M0 0 q30 -25 60 0 q30 -25 60 0" stroke="#20303a" stroke-width="5" fill="none" stroke-linecap="round"/>`;

const scenes = {
  harbor: () => `${sky('#7cc7e8', '#d8f0fa')}${sun(1050, 150)}${clouds()}${sea(430)}
    <rect x="0" y="400" width="${W}" height="40" fill="#8b6b4a"/>
    ${[80, 240, 400, 560, 720, 880, 1040, 1200].map((x) => `<rect x="${x}" y="400" width="16" height="110" fill="#6b4f35"/>`).join('')}
    ${boat(300, 540, 1.1)}${boat(720, 560, 1.3, '#f5f1e6')}${boat(1080, 530, 0.9, '#ffffff')}
    ${pelican(520, 200, 0.8)}${pelican(620, 240, 0.6)}`,
  beach: () => `${sky('#5db9e6', '#cdebf7')}${sun(200, 140, 60)}${clouds()}${sea(360)}
    <path d="M0 520 C300 470 600 500 1280 440 L1280 720 L0 720 Z" fill="url(#sand)"/>
    <path d="M0 520 C300 470 600 500 1280 440" stroke="#ffffff" stroke-width="6" fill="none" opacity="0.8"/>
    <line x1="880" y1="640" x2="900" y2="470" stroke="#6b4f35" stroke-width="6"/>
    <path d="M780 490 Q900 380 1020 470 Z" fill="#e4572e"/><path d="M840 470 Q900 395 960 475" fill="#f2a541"/>
    <path d="M0 720 L0 600 q60 -40 120 -10 q50 -40 110 0 L260 720 Z" fill="#9cb86a"/>
    ${pelican(600, 180, 0.7)}`,
  fishing: () => `${sky('#f6a96b', '#fde3c2')}${sun(640, 330, 90, '#fff1b8')}${sea(380)}
    ${boat(560, 470, 1.6, '#ffffff', false)}
    <line x1="640" y1="420" x2="780" y2="240" stroke="#20303a" stroke-width="4"/><line x1="660" y1="420" x2="820" y2="280" stroke="#20303a" stroke-width="4"/>
    <path d="M780 240 Q860 330 900 470" stroke="#20303a" stroke-width="1.5" fill="none"/>
    <rect x="0" y="360" width="${W}" height="18" fill="#4b5d67" opacity="0.6"/>
    ${pelican(300, 160, 0.8)}`,
  dining: () => `${sky('#f08a5d', '#fbd3a5')}${sun(1000, 300, 80, '#ffe08a')}${sea(360)}
    <rect x="0" y="470" width="${W}" height="250" fill="#a0714f"/>
    ${Array.from({ length: 16 }, (_, i) => `<line x1="${i * 80}" y1="470" x2="${i * 80 - 40}" y2="720" stroke="#7d5539" stroke-width="3"/>`).join('')}
    <rect x="0" y="430" width="${W}" height="12" fill="#5b3d28"/>
    <ellipse cx="520" cy="560" rx="190" ry="40" fill="#f5efe6"/><rect x="510" y="560" width="20" height="150" fill="#5b3d28"/>
    <ellipse cx="470" cy="548" rx="70" ry="16" fill="#ffffff" stroke="#d8d0c4" stroke-width="3"/><path d="M430 548 q40 -22 80 0" fill="#e4572e"/>
    <ellipse cx="600" cy="548" rx="50" ry="12" fill="#ffffff" stroke="#d8d0c4" stroke-width="3"/><rect x="640" y="500" width="14" height="42" fill="#f2c14e" opacity="0.85"/>
    <line x1="520" y1="520" x2="520" y2="300" stroke="#5b3d28" stroke-width="8"/><path d="M340 330 Q520 200 700 330 Z" fill="#2b7a78"/>`,
  wetlands: () => `${sky('#9fd3ea', '#eaf7fc')}${sun(1080, 130, 55)}${clouds()}
    <rect y="380" width="${W}" height="340" fill="#3f8f8a"/>
    ${Array.from({ length: 60 }, (_, i) => `<path d="M${i * 22} ${470 + (i % 5) * 8} q6 -60 14 -90" stroke="#7aa650" stroke-width="5" fill="none"/>`).join('')}
    <path d="M0 620 L1280 520 L1280 560 L0 680 Z" fill="#b08560"/>
    ${Array.from({ length: 14 }, (_, i) => `<rect x="${i * 95}" y="${640 - i * 8}" width="10" height="60" fill="#7d5539"/>`).join('')}
    <g transform="translate(760 420)"><ellipse cx="0" cy="0" rx="40" ry="18" fill="#f19cbb"/><line x1="-5" y1="15" x2="-10" y2="70" stroke="#c2577a" stroke-width="4"/><line x1="8" y1="15" x2="10" y2="70" stroke="#c2577a" stroke-width="4"/><path d="M30 -8 q20 -40 10 -60 q-2 -6 8 -8 q25 0 30 10" stroke="#f19cbb" stroke-width="9" fill="none"/></g>`,
  ferry: () => `${sky('#6fc0e6', '#d3eef9')}${sun(180, 130, 55)}${clouds()}${sea(400)}
    <g transform="translate(640 470)">
      <path d="M-300 0 L300 0 L270 60 L-270 60 Z" fill="#ffffff" stroke="#0b3b52" stroke-width="4"/>
      <rect x="-280" y="-18" width="560" height="18" fill="#f2c14e"/>
      <rect x="-60" y="-110" width="120" height="92" fill="#ffffff" stroke="#0b3b52" stroke-width="4"/>
      <rect x="-45" y="-95" width="90" height="28" fill="#2b6f8f"/>
      ${[-230, -150, 110, 190].map((x) => `<rect x="${x}" y="-50" width="60" height="32" rx="8" fill="${x < 0 ? '#e4572e' : '#3a86ff'}"/>`).join('')}
    </g>
    ${pelican(760, 240, 1)}<path d="M520 560 q30 -30 60 0" fill="#6c7a86"/>`,
};

const writeVariants = async (name, svg) => {
  const input = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}">${svg}</svg>`,
  );
  for (const width of [640, 1280]) {
    const img = () => sharp(input).resize(width);
    await img().avif({ quality: 50 }).toFile(`${out}/${name}-${width}.avif`);
    await img().webp({ quality: 72 }).toFile(`${out}/${name}-${width}.webp`);
    if (width !== 1280) await img().jpeg({ quality: 78, mozjpeg: true }).toFile(`${out}/${name}-${width}.jpg`);
  }
  // The plain name is the canonical URL stored in content and used as the JPEG fallback.
  await sharp(input).resize(1280).jpeg({ quality: 78, mozjpeg: true }).toFile(`${out}/${name}.jpg`);
};

for (const [name, draw] of Object.entries(scenes)) await writeVariants(name, draw());

// Social share image: the harbor scene letterboxed to 1200x630 with the site name.
const siteName = process.env.SITE_NAME ?? 'Port Aransas Guide';
const og = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="1200" height="630" preserveAspectRatio="xMidYMid slice">${scenes.harbor()}
  <rect x="0" y="250" width="${W}" height="150" fill="#0b3b52" opacity="0.82"/>
  <text x="${W / 2}" y="345" font-family="DejaVu Sans, Arial, sans-serif" font-size="72" font-weight="700" fill="#ffffff" text-anchor="middle">${siteName}</text></svg>`;
await sharp(Buffer.from(og)).resize(1200, 630).jpeg({ quality: 80, mozjpeg: true }).toFile(`${out}/og-default.jpg`);

// Favicon: a sun over waves, readable at 16px.
const favicon = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="#0b4f6c"/><circle cx="32" cy="26" r="12" fill="#ffd36e"/><path d="M6 42 q6.5 -6 13 0 t13 0 t13 0 t13 0" stroke="#ffffff" stroke-width="5" fill="none" stroke-linecap="round"/><path d="M6 52 q6.5 -6 13 0 t13 0 t13 0 t13 0" stroke="#7cc7e8" stroke-width="5" fill="none" stroke-linecap="round"/></svg>\n`;
writeFileSync(resolve(process.cwd(), 'public/favicon.svg'), favicon);
console.log('images written to', out);
