// Renders the site's illustrations (SVG drawn here, no stock photos) to JPEG/WebP/AVIF in public/images.
// Run after changing a scene: `node scripts/render-images.ts [name-prefix]`. Outputs are committed.
import sharp from 'sharp';
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';

const out = resolve(process.cwd(), 'public/images');
mkdirSync(out, { recursive: true });

const W = 1280;
const H = 720;

const sky = (top: string, bottom: string) => `
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>
    <linearGradient id="sea" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#1b7fa6"/><stop offset="1" stop-color="#0b4f6c"/></linearGradient>
    <linearGradient id="sand" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f3ddb0"/><stop offset="1" stop-color="#e2c08a"/></linearGradient>
  </defs>
  <rect width="${W}" height="${H}" fill="url(#sky)"/>`;

const sun = (x: number, y: number, r = 70, color = '#ffd36e') =>
  `<circle cx="${x}" cy="${y}" r="${r * 1.6}" fill="${color}" opacity="0.25"/><circle cx="${x}" cy="${y}" r="${r}" fill="${color}"/>`;

const clouds = () => `
  <g fill="#ffffff" opacity="0.85">
    <ellipse cx="260" cy="120" rx="110" ry="28"/><ellipse cx="320" cy="100" rx="70" ry="30"/>
    <ellipse cx="980" cy="170" rx="130" ry="26"/><ellipse cx="930" cy="150" rx="60" ry="28"/>
  </g>`;

const sea = (y: number) => {
  let waves = '';
  for (let i = 0; i < 7; i++) {
    const wy = y + 30 + i * 45;
    waves += `<path d="M0 ${wy} q40 -12 80 0 t80 0 t80 0 t80 0 t80 0 t80 0 t80 0 t80 0 t80 0 t80 0 t80 0 t80 0 t80 0 t80 0 t80 0 t80 0" stroke="#ffffff" stroke-opacity="${0.25 - i * 0.02}" stroke-width="3" fill="none"/>`;
  }
  return `<rect y="${y}" width="${W}" height="${H - y}" fill="url(#sea)"/>${waves}`;
};

const boat = (x: number, y: number, s = 1, hull = '#ffffff', mast = true) => `
  <g transform="translate(${x} ${y}) scale(${s})">
    <path d="M-90 0 L90 0 L65 38 L-70 38 Z" fill="${hull}" stroke="#0b3b52" stroke-width="3"/>
    <rect x="-40" y="-34" width="60" height="34" fill="#e9f3f7" stroke="#0b3b52" stroke-width="3"/>
    <rect x="-32" y="-26" width="16" height="12" fill="#2b6f8f"/><rect x="-8" y="-26" width="16" height="12" fill="#2b6f8f"/>
    ${mast ? '<line x1="40" y1="0" x2="40" y2="-150" stroke="#0b3b52" stroke-width="4"/><path d="M44 -146 L44 -10 L110 -10 Z" fill="#f7f7f2" stroke="#0b3b52" stroke-width="2"/>' : ''}
  </g>`;

const pelican = (x: number, y: number, s = 1) =>
  `<path transform="translate(${x} ${y}) scale(${s})" d="M0 0 q30 -25 60 0 q30 -25 60 0" stroke="#20303a" stroke-width="5" fill="none" stroke-linecap="round"/>`;

// Event scenes: one per event category, so no two categories share a picture.
const person = (x: number, y: number, color: string, s = 1) => `<g transform="translate(${x} ${y}) scale(${s})">
    <circle cx="0" cy="-62" r="13" fill="#8d5a3b"/><rect x="-15" y="-48" width="30" height="48" rx="12" fill="${color}"/>
    <rect x="-12" y="-2" width="9" height="30" fill="#2f3e46"/><rect x="3" y="-2" width="9" height="30" fill="#2f3e46"/></g>`;

const bunting = (y: number, sag: number, colors: string[]) => {
  let flags = '';
  for (let i = 0; i < 16; i++) {
    const x = 40 + i * 80;
    const t = x / W;
    const fy = y + 4 * sag * t * (1 - t);
    flags += `<path d="M${x - 22} ${fy} L${x + 22} ${fy} L${x} ${fy + 40} Z" fill="${colors[i % colors.length]}"/>`;
  }
  return `<path d="M0 ${y} Q${W / 2} ${y + 2 * sag} ${W} ${y}" stroke="#20303a" stroke-width="3" fill="none"/>${flags}`;
};

const tent = (x: number, y: number, color: string) => `<g transform="translate(${x} ${y})">
    <rect x="-120" y="-10" width="240" height="90" fill="#fffaf0" stroke="#20303a" stroke-width="3"/>
    <path d="M-140 -10 L0 -130 L140 -10 Z" fill="${color}" stroke="#20303a" stroke-width="3"/>
    <path d="M-70 -10 L0 -130 L70 -10 Z" fill="#ffffff" opacity="0.45"/>
    <line x1="0" y1="-130" x2="0" y2="-170" stroke="#20303a" stroke-width="4"/><path d="M0 -170 L40 -158 L0 -146 Z" fill="${color}"/>
    <rect x="-40" y="20" width="80" height="60" fill="#20303a" opacity="0.75"/></g>`;

const firework = (cx: number, cy: number, r: number, color: string) =>
  `<g stroke="${color}" stroke-width="4" stroke-linecap="round">${Array.from({ length: 16 }, (_, i) => {
    const a = (i / 16) * Math.PI * 2;
    return `<line x1="${cx + Math.cos(a) * r * 0.35}" y1="${cy + Math.sin(a) * r * 0.35}" x2="${cx + Math.cos(a) * r}" y2="${cy + Math.sin(a) * r}"/>`;
  }).join('')}</g><circle cx="${cx}" cy="${cy}" r="6" fill="${color}"/>`;

const lights = (x1: number, y1: number, x2: number, y2: number, n: number) =>
  Array.from({ length: n }, (_, i) => {
    const t = i / (n - 1);
    return `<circle cx="${x1 + (x2 - x1) * t}" cy="${y1 + (y2 - y1) * t}" r="6" fill="${['#ffd36e', '#ff6b6b', '#7bdff2', '#b2f7ef'][i % 4]}"/>`;
  }).join('');

const awning = (x: number, y: number, w: number, color: string) =>
  Array.from(
    { length: 8 },
    (_, i) => `<rect x="${x + (i * w) / 8}" y="${y}" width="${w / 8}" height="60" fill="${i % 2 ? '#ffffff' : color}"/>`,
  ).join('') +
  `<path d="M${x} ${y + 60} ${Array.from({ length: 8 }, () => `q${w / 16} 24 ${w / 8} 0`).join(' ')}" fill="${color}"/>`;

const stall = (x: number, y: number, color: string, produce: string[]) => `<g>
    <rect x="${x + 10}" y="${y}" width="10" height="220" fill="#6b4f35"/><rect x="${x + 270}" y="${y}" width="10" height="220" fill="#6b4f35"/>
    ${awning(x, y, 290, color)}
    <rect x="${x}" y="${y + 150}" width="290" height="70" fill="#a0714f"/>
    ${[0, 1, 2].map((i) => `<rect x="${x + 20 + i * 90}" y="${y + 118}" width="72" height="40" fill="#c89b6d" stroke="#7d5539" stroke-width="3"/>${Array.from({ length: 5 }, (_, j) => `<circle cx="${x + 32 + i * 90 + j * 12}" cy="${y + 112}" r="9" fill="${produce[(i + j) % produce.length]}"/>`).join('')}`).join('')}
  </g>`;

const easel = (x: number, y: number, art: string) => `<g transform="translate(${x} ${y})">
    <line x1="-50" y1="170" x2="0" y2="-20" stroke="#6b4f35" stroke-width="7"/><line x1="50" y1="170" x2="0" y2="-20" stroke="#6b4f35" stroke-width="7"/>
    <line x1="0" y1="-20" x2="0" y2="170" stroke="#6b4f35" stroke-width="6"/>
    <rect x="-80" y="0" width="160" height="120" fill="#fffdf5" stroke="#5b3d28" stroke-width="6"/>${art}</g>`;

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

  'event-festival': () => `${sky('#5db9e6', '#d6f0fa')}${sun(1100, 110, 50)}${clouds()}${sea(330)}
    <path d="M0 470 C320 430 700 450 1280 410 L1280 720 L0 720 Z" fill="url(#sand)"/>
    ${bunting(60, 70, ['#e4572e', '#f2c14e', '#3a86ff', '#2b7a78', '#c2577a'])}
    ${tent(260, 590, '#e4572e')}${tent(650, 560, '#3a86ff')}${tent(1030, 590, '#f2a541')}
    ${person(450, 690, '#c2577a')}${person(500, 700, '#2b7a78', 0.9)}${person(850, 690, '#f2c14e')}${person(1180, 700, '#3a86ff', 0.9)}`,
  'event-holiday':
    () => `<defs><linearGradient id="night" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#0b1d3a"/><stop offset="1" stop-color="#2a4a7a"/></linearGradient></defs>
    <rect width="${W}" height="${H}" fill="url(#night)"/>
    ${Array.from({ length: 40 }, (_, i) => `<circle cx="${(i * 197) % W}" cy="${(i * 89) % 300}" r="${1 + (i % 3)}" fill="#ffffff" opacity="0.8"/>`).join('')}
    <circle cx="1120" cy="110" r="45" fill="#f6f1d5"/><circle cx="1140" cy="98" r="42" fill="#0f2446"/>
    ${firework(300, 170, 110, '#ff6b6b')}${firework(620, 120, 80, '#ffd36e')}${firework(880, 200, 95, '#7bdff2')}
    <rect y="430" width="${W}" height="290" fill="#0a2a44"/>
    ${Array.from({ length: 6 }, (_, i) => `<path d="M0 ${470 + i * 45} q40 -10 80 0 t80 0 t80 0 t80 0 t80 0 t80 0 t80 0 t80 0 t80 0 t80 0 t80 0 t80 0 t80 0 t80 0 t80 0 t80 0" stroke="#ffd36e" stroke-opacity="${0.18 - i * 0.02}" stroke-width="3" fill="none"/>`).join('')}
    ${boat(250, 520, 1, '#1c2b44')}${lights(160, 520, 290, 372, 9)}${lights(290, 372, 340, 510, 7)}
    ${boat(700, 560, 1.3, '#22344f')}${lights(580, 560, 752, 365, 11)}${lights(752, 365, 830, 540, 8)}
    ${boat(1110, 520, 0.9, '#1c2b44')}${lights(1030, 520, 1146, 385, 8)}`,
  'event-community': () => `${sky('#8fd0ee', '#e3f5fc')}${sun(160, 120, 50)}${clouds()}
    <rect y="430" width="${W}" height="290" fill="#8fbf5a"/><path d="M0 430 C400 410 900 440 1280 420 L1280 450 L0 450 Z" fill="#7aa650"/>
    <g><rect x="380" y="300" width="16" height="220" fill="#6b4f35"/><rect x="884" y="300" width="16" height="220" fill="#6b4f35"/>
    <path d="M330 310 L640 200 L950 310 Z" fill="#2b7a78" stroke="#1d5553" stroke-width="5"/></g>
    ${[470, 760].map((x) => `<rect x="${x - 90}" y="470" width="180" height="18" fill="#a0714f"/><rect x="${x - 110}" y="505" width="220" height="10" fill="#8b6b4a"/><rect x="${x - 70}" y="488" width="10" height="50" fill="#6b4f35"/><rect x="${x + 60}" y="488" width="10" height="50" fill="#6b4f35"/>`).join('')}
    ${person(420, 560, '#e4572e')}${person(520, 565, '#3a86ff', 0.95)}${person(700, 560, '#f2c14e')}${person(810, 565, '#c2577a', 0.95)}${person(1000, 600, '#2b6f8f', 1.1)}${person(250, 610, '#7d5539', 0.8)}
    <g transform="translate(1130 450)"><path d="M0 0 q10 -140 -10 -260" stroke="#7d5539" stroke-width="18" fill="none"/>
    ${[-60, -20, 20, 60, 100].map((a) => `<path d="M-10 -260 q${a} -40 ${a * 2} 20" stroke="#3f8f3a" stroke-width="14" fill="none" stroke-linecap="round"/>`).join('')}</g>
    ${pelican(700, 120, 0.7)}`,
  'event-cultural': () => `${sky('#f3b27a', '#fde8cf')}${sun(1050, 250, 70, '#ffe08a')}${sea(380)}
    <rect x="0" y="200" width="420" height="260" fill="#e9e2d0" stroke="#6c5a45" stroke-width="4"/>
    <path d="M-10 200 L210 110 L430 200 Z" fill="#b5563b"/>
    ${[40, 150, 260, 360].map((x) => `<rect x="${x}" y="250" width="24" height="210" fill="#d6cbb2"/>`).join('')}
    <rect x="120" y="214" width="180" height="30" fill="#2b6f8f"/><text x="210" y="236" font-family="DejaVu Sans, Arial, sans-serif" font-size="20" font-weight="700" fill="#ffffff" text-anchor="middle">GALLERY</text>
    <rect x="0" y="460" width="${W}" height="260" fill="#b08560"/>
    ${Array.from({ length: 16 }, (_, i) => `<line x1="${i * 80}" y1="460" x2="${i * 80 + 30}" y2="720" stroke="#8b6b4a" stroke-width="3"/>`).join('')}
    ${easel(560, 420, `<rect x="-70" y="10" width="140" height="60" fill="#7cc7e8"/><rect x="-70" y="70" width="140" height="40" fill="#1b7fa6"/><circle cx="40" cy="35" r="14" fill="#ffd36e"/>`)}
    ${easel(820, 440, `<rect x="-70" y="10" width="140" height="100" fill="#f4d7b0"/><path d="M-50 100 q30 -80 60 -30 q20 -50 50 30 Z" fill="#2b7a78"/>`)}
    ${easel(1080, 420, `<rect x="-70" y="10" width="140" height="100" fill="#fbe3e8"/><circle cx="-20" cy="55" r="26" fill="#c2577a"/><circle cx="25" cy="60" r="20" fill="#e4572e"/>`)}
    ${person(690, 690, '#3a86ff')}${pelican(700, 120, 0.7)}`,
  'event-market': () => `${sky('#9fd3ea', '#eef8fc')}${sun(1120, 110, 50)}${clouds()}
    <rect y="420" width="${W}" height="300" fill="#e8d9b8"/><rect y="420" width="${W}" height="10" fill="#cbb894"/>
    ${stall(40, 300, '#e4572e', ['#e4572e', '#f2a541', '#7aa650'])}${stall(495, 280, '#2b7a78', ['#f2c14e', '#c2577a', '#7aa650'])}${stall(950, 300, '#3a86ff', ['#f2a541', '#e4572e', '#5b3d28'])}
    ${person(380, 680, '#c2577a')}${person(440, 690, '#2b6f8f', 0.9)}${person(860, 680, '#f2c14e')}${person(1230, 690, '#7d5539', 0.9)}
    ${pelican(600, 150, 0.7)}`,
  'event-entertainment':
    () => `<defs><linearGradient id="dusk" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#2a1b4d"/><stop offset="1" stop-color="#e0736a"/></linearGradient></defs>
    <rect width="${W}" height="${H}" fill="url(#dusk)"/>
    ${Array.from({ length: 25 }, (_, i) => `<circle cx="${(i * 233) % W}" cy="${(i * 61) % 220}" r="2" fill="#ffffff" opacity="0.7"/>`).join('')}
    <path d="M300 90 L420 500 L180 500 Z" fill="#fff3b0" opacity="0.22"/><path d="M980 90 L1100 500 L860 500 Z" fill="#b2f7ef" opacity="0.22"/><path d="M640 70 L780 500 L500 500 Z" fill="#ffb3c6" opacity="0.2"/>
    <rect x="140" y="80" width="1000" height="22" fill="#3b3355"/><rect x="140" y="80" width="22" height="420" fill="#3b3355"/><rect x="1118" y="80" width="22" height="420" fill="#3b3355"/>
    ${[300, 640, 980].map((x) => `<rect x="${x - 22}" y="96" width="44" height="34" rx="6" fill="#20303a"/><circle cx="${x}" cy="128" r="12" fill="#fff3b0"/>`).join('')}
    <rect x="120" y="470" width="1040" height="60" fill="#20303a"/><rect x="120" y="470" width="1040" height="8" fill="#f2c14e"/>
    <g fill="#20303a"><circle cx="420" cy="330" r="24"/><rect x="398" y="356" width="44" height="114" rx="14"/><path d="M380 410 L470 380 L478 392 L388 424 Z" fill="#c2577a"/>
    <circle cx="640" cy="320" r="24"/><rect x="618" y="346" width="44" height="124" rx="14"/><line x1="640" y1="350" x2="640" y2="300" stroke="#9aa5b1" stroke-width="5"/>
    <circle cx="860" cy="350" r="24"/><rect x="838" y="376" width="44" height="60" rx="14"/><ellipse cx="860" cy="440" rx="70" ry="30" fill="#e4572e"/><ellipse cx="760" cy="420" rx="30" ry="12" fill="#f2c14e"/></g>
    <rect y="560" width="${W}" height="160" fill="#1a1430"/>
    ${Array.from({ length: 26 }, (_, i) => `<circle cx="${20 + i * 50}" cy="${585 + (i % 3) * 10}" r="22" fill="#120d22"/><rect x="${2 + i * 50}" y="${600 + (i % 3) * 10}" width="36" height="120" rx="14" fill="#120d22"/>`).join('')}
    <path d="M300 620 l12 -60" stroke="#120d22" stroke-width="12" stroke-linecap="round"/><path d="M910 615 l-10 -62" stroke="#120d22" stroke-width="12" stroke-linecap="round"/>`,
};

const writeVariants = async (name: string, svg: string) => {
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

// `node scripts/render-images.ts event-` renders only the scenes whose names start with the argument.
const only = process.argv[2];
for (const [name, draw] of Object.entries(scenes)) if (!only || name.startsWith(only)) await writeVariants(name, draw());
if (only) process.exit(0);

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
