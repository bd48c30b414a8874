/**
 * Demo business photos, drawn as SVG here (no stock photos, nothing downloaded), in the flat style of
 * the site's illustrations (scripts/render-images.ts). A scene is a subject drawn under a "light"
 * (time of day), so two listings with the same subject still get different pictures. Every scene is
 * drawn on a 1600 × 900 canvas; db/seed/demo-photos/index.ts renders it with sharp and sends it
 * through the real upload pipeline.
 */
export const SCENE_WIDTH = 1600;
export const SCENE_HEIGHT = 900;
const W = SCENE_WIDTH;
const H = SCENE_HEIGHT;

export interface Light {
  name: string;
  skyTop: string;
  skyBottom: string;
  sun: string;
  sunX: number;
  sunY: number;
  water: [string, string];
}

export const lights = {
  morning: {
    name: 'in the morning',
    skyTop: '#8fd0ee',
    skyBottom: '#f4f9fb',
    sun: '#ffe08a',
    sunX: 260,
    sunY: 170,
    water: ['#2a8fb5', '#0f5d7d'],
  },
  midday: {
    name: 'at midday',
    skyTop: '#4fb3e3',
    skyBottom: '#cdebf7',
    sun: '#fff3b0',
    sunX: 1250,
    sunY: 120,
    water: ['#1b86ad', '#0b4f6c'],
  },
  sunset: {
    name: 'at sunset',
    skyTop: '#f08a5d',
    skyBottom: '#fcd9a8',
    sun: '#ffd36e',
    sunX: 1180,
    sunY: 380,
    water: ['#3f7f9a', '#23495e'],
  },
  dusk: {
    name: 'at dusk',
    skyTop: '#5b5f9e',
    skyBottom: '#f3a07a',
    sun: '#ffc27a',
    sunX: 420,
    sunY: 420,
    water: ['#33617d', '#1c3a4f'],
  },
} satisfies Record<string, Light>;
export type LightName = keyof typeof lights;

const backdrop = (l: Light, horizon: number): string => `
  <defs>
    <linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${l.skyTop}"/><stop offset="1" stop-color="${l.skyBottom}"/></linearGradient>
    <linearGradient id="w" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${l.water[0]}"/><stop offset="1" stop-color="${l.water[1]}"/></linearGradient>
    <linearGradient id="d" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f6e2b8"/><stop offset="1" stop-color="#e0bd86"/></linearGradient>
  </defs>
  <rect width="${W}" height="${H}" fill="url(#s)"/>
  <circle cx="${l.sunX}" cy="${l.sunY}" r="130" fill="${l.sun}" opacity="0.28"/><circle cx="${l.sunX}" cy="${l.sunY}" r="80" fill="${l.sun}"/>
  <g fill="#ffffff" opacity="0.8"><ellipse cx="520" cy="140" rx="140" ry="30"/><ellipse cx="590" cy="118" rx="80" ry="32"/><ellipse cx="1420" cy="230" rx="120" ry="24"/></g>
  <rect y="${horizon}" width="${W}" height="${H - horizon}" fill="url(#w)"/>
  ${Array.from({ length: 6 }, (_, i) => `<path d="M${(i % 2) * 60} ${horizon + 40 + i * 55} ${'q50 -14 100 0 t100 0 '.repeat(9)}" stroke="#ffffff" stroke-opacity="${(0.3 - i * 0.04).toFixed(2)}" stroke-width="4" fill="none"/>`).join('')}`;

const beachFront = (y: number): string =>
  `<path d="M0 ${y} C400 ${y - 60} 900 ${y - 10} ${W} ${y - 80} L${W} ${H} L0 ${H} Z" fill="url(#d)"/><path d="M0 ${y} C400 ${y - 60} 900 ${y - 10} ${W} ${y - 80}" stroke="#ffffff" stroke-width="7" fill="none" opacity="0.8"/>`;

const bird = (x: number, y: number, s: number): string =>
  `<path transform="translate(${x} ${y}) scale(${s})" d="M0 0 q30 -25 60 0 q30 -25 60 0" stroke="#22323c" stroke-width="6" fill="none" stroke-linecap="round"/>`;

const palm = (x: number, y: number, s = 1): string => `
  <g transform="translate(${x} ${y}) scale(${s})">
    <path d="M0 0 q-14 -150 18 -300" stroke="#7a5a3a" stroke-width="20" fill="none" stroke-linecap="round"/>
    ${[-150, -110, -60, -10, 35].map((a) => `<path transform="translate(18 -300) rotate(${a})" d="M0 0 q70 -30 150 10 q-80 -5 -150 -10" fill="#3f8f4a"/>`).join('')}
  </g>`;

const hull = (x: number, y: number, s: number, color: string, cabin = true): string => `
  <g transform="translate(${x} ${y}) scale(${s})">
    <path d="M-120 0 L120 0 L90 50 L-95 50 Z" fill="${color}" stroke="#0b3b52" stroke-width="4"/>
    <rect x="-120" y="-8" width="240" height="10" fill="#0b3b52" opacity="0.7"/>
    ${cabin ? '<rect x="-50" y="-55" width="90" height="47" fill="#eef6f9" stroke="#0b3b52" stroke-width="4"/><rect x="-40" y="-45" width="30" height="18" fill="#2b6f8f"/><rect x="0" y="-45" width="30" height="18" fill="#2b6f8f"/>' : ''}
  </g>`;

const table = (color: string): string => `
  <rect width="${W}" height="${H}" fill="${color}"/>
  ${Array.from({ length: 8 }, (_, i) => `<rect y="${i * 115}" width="${W}" height="6" fill="#000000" opacity="0.12"/>`).join('')}`;

const plate = (x: number, y: number, r: number): string =>
  `<circle cx="${x + 10}" cy="${y + 14}" r="${r}" fill="#000000" opacity="0.15"/><circle cx="${x}" cy="${y}" r="${r}" fill="#fbfaf6"/><circle cx="${x}" cy="${y}" r="${r * 0.78}" fill="none" stroke="#e4ded2" stroke-width="5"/>`;

const building = (x: number, y: number, w: number, h: number, wall: string, roof: string): string =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${wall}" stroke="#3d4b55" stroke-width="4"/><path d="M${x - 30} ${y} L${x + w / 2} ${y - h * 0.35} L${x + w + 30} ${y} Z" fill="${roof}" stroke="#3d4b55" stroke-width="4"/>`;

const windows = (x: number, y: number, cols: number, rows: number, gap: number, color = '#2b6f8f'): string =>
  Array.from(
    { length: cols * rows },
    (_, i) =>
      `<rect x="${x + (i % cols) * gap}" y="${y + Math.floor(i / cols) * gap}" width="${gap * 0.55}" height="${gap * 0.55}" fill="${color}"/>`,
  ).join('');

/** A subject drawn under a light; `accent` varies colors (boat hull, awning, umbrella). */
type Draw = (l: Light, accent: string) => string;

export const subjects = {
  charter: {
    alt: 'a white fishing charter boat with rods out on the bay',
    draw: (l, accent) => `${backdrop(l, 470)}${hull(760, 600, 1.8, accent)}
      <line x1="900" y1="560" x2="1120" y2="330" stroke="#22323c" stroke-width="5"/><line x1="930" y1="560" x2="1190" y2="380" stroke="#22323c" stroke-width="5"/>
      <path d="M1120 330 Q1230 460 1280 640" stroke="#22323c" stroke-width="2" fill="none"/>${bird(300, 260, 1)}${bird(420, 300, 0.7)}`,
  },
  marina: {
    alt: 'boats tied up along the wooden docks of a marina',
    draw: (l, accent) => `${backdrop(l, 420)}
      <rect y="600" width="${W}" height="46" fill="#8b6b4a"/>${Array.from({ length: 9 }, (_, i) => `<rect x="${40 + i * 190}" y="590" width="22" height="160" fill="#6b4f35"/>`).join('')}
      ${hull(300, 560, 1.1, '#ffffff')}${hull(760, 570, 1.3, accent)}${hull(1250, 555, 1.0, '#f5f1e6')}
      <line x1="790" y1="500" x2="790" y2="250" stroke="#0b3b52" stroke-width="6"/><path d="M796 258 L796 490 L900 490 Z" fill="#f7f7f2" stroke="#0b3b52" stroke-width="3"/>${bird(1000, 220, 0.8)}`,
  },
  kayaks: {
    alt: 'two kayakers paddling through calm water beside marsh grass',
    draw: (l, accent) => `${backdrop(l, 430)}
      ${Array.from({ length: 40 }, (_, i) => `<path d="M${i * 42} ${520 - (i % 4) * 10} q8 -70 18 -110" stroke="#6f9e47" stroke-width="7" fill="none"/>`).join('')}
      <rect y="520" width="${W}" height="16" fill="#4d7d3a" opacity="0.6"/>
      ${[
        [560, 690, accent],
        [1040, 740, '#f2c14e'],
      ]
        .map(
          ([x, y, c]) =>
            `<g transform="translate(${x} ${y})"><path d="M-170 0 q170 -40 340 0 q-170 34 -340 0 Z" fill="${c}" stroke="#22323c" stroke-width="4"/><circle cx="0" cy="-58" r="20" fill="#8d5a3b"/><rect x="-18" y="-40" width="36" height="40" rx="10" fill="#2b6f8f"/><line x1="-90" y1="-70" x2="90" y2="10" stroke="#22323c" stroke-width="6"/></g>`,
        )
        .join('')}`,
  },
  parasail: {
    alt: 'a parasail canopy towed high above the Gulf by a speedboat',
    draw: (l, accent) => `${backdrop(l, 520)}
      <path d="M360 250 Q520 110 680 250 Z" fill="${accent}" stroke="#22323c" stroke-width="4"/><path d="M430 240 Q520 150 610 240" fill="#ffffff" opacity="0.7"/>
      <line x1="380" y1="250" x2="520" y2="380" stroke="#22323c" stroke-width="2"/><line x1="660" y1="250" x2="520" y2="380" stroke="#22323c" stroke-width="2"/>
      <circle cx="520" cy="392" r="16" fill="#8d5a3b"/><line x1="520" y1="400" x2="1100" y2="690" stroke="#22323c" stroke-width="2"/>
      ${hull(1180, 700, 0.9, '#ffffff', false)}<path d="M1300 730 q120 10 300 -10" stroke="#ffffff" stroke-width="8" fill="none" opacity="0.7"/>`,
  },
  lighthouse: {
    alt: 'a lighthouse on a grassy island across the channel',
    draw: (l) => `${backdrop(l, 560)}
      <path d="M600 580 Q900 470 1300 580 Z" fill="#7aa650"/>
      <path d="M930 540 L960 250 L1030 250 L1060 540 Z" fill="#f5f1e6" stroke="#3d4b55" stroke-width="5"/>
      <rect x="945" y="215" width="100" height="40" fill="#2b3a44"/><rect x="960" y="180" width="70" height="35" fill="#ffe08a"/><path d="M950 180 L995 140 L1040 180 Z" fill="#b33a2b"/>
      <rect x="985" y="320" width="20" height="32" fill="#2b6f8f"/><rect x="985" y="420" width="20" height="32" fill="#2b6f8f"/>
      ${hull(360, 700, 0.9, '#ffffff')}${bird(1250, 220, 0.9)}`,
  },
  deck: {
    alt: 'a waterfront deck table under an umbrella, looking out over the water',
    draw: (l, accent) => `${backdrop(l, 460)}
      <rect y="600" width="${W}" height="300" fill="#a0714f"/>${Array.from({ length: 20 }, (_, i) => `<line x1="${i * 90}" y1="600" x2="${i * 90 - 60}" y2="${H}" stroke="#7d5539" stroke-width="4"/>`).join('')}
      <rect y="560" width="${W}" height="14" fill="#5b3d28"/>
      <line x1="800" y1="680" x2="800" y2="330" stroke="#5b3d28" stroke-width="10"/><path d="M560 360 Q800 200 1040 360 Z" fill="${accent}"/>
      <ellipse cx="800" cy="700" rx="240" ry="50" fill="#f5efe6"/><rect x="788" y="700" width="24" height="180" fill="#5b3d28"/>
      <ellipse cx="730" cy="686" rx="80" ry="18" fill="#ffffff" stroke="#d8d0c4" stroke-width="3"/><path d="M690 686 q40 -24 80 0" fill="#e4572e"/>
      <rect x="880" y="630" width="18" height="50" fill="#f2c14e" opacity="0.9"/>`,
  },
  seafood: {
    alt: 'a plate of grilled shrimp with lemon wedges on a wooden table',
    draw: (_l, accent) => `${table('#8a5a3c')}${plate(800, 450, 300)}
      ${Array.from({ length: 7 }, (_, i) => `<path transform="translate(800 450) rotate(${i * 51}) translate(120 0)" d="M0 0 a55 55 0 1 1 40 70 l-12 -22 a30 30 0 1 0 -20 -40 Z" fill="#f28c5b" stroke="#c4562c" stroke-width="4"/>`).join('')}
      <path d="M760 420 l60 0 l-30 55 Z" fill="#f7e36b" stroke="#c9b43a" stroke-width="4"/><circle cx="800" cy="450" r="26" fill="${accent}" opacity="0.85"/>
      <rect x="1200" y="250" width="40" height="400" rx="16" fill="#c9ccd1"/><rect x="330" y="250" width="36" height="400" rx="12" fill="#c9ccd1"/>`,
  },
  coffee: {
    alt: 'a cup of coffee on a saucer next to roasted beans',
    draw: (_l, accent) => `${table('#6e4a33')}
      <circle cx="760" cy="460" r="250" fill="#000000" opacity="0.15"/><circle cx="750" cy="450" r="250" fill="#fbfaf6"/>
      <circle cx="750" cy="450" r="160" fill="${accent}"/><circle cx="750" cy="450" r="128" fill="#5b3520"/><path d="M700 430 q50 -40 100 0 q-50 30 -100 0" fill="#c99a6b"/>
      <rect x="900" y="420" width="150" height="60" rx="30" fill="${accent}"/>
      ${Array.from({ length: 14 }, (_, i) => `<ellipse cx="${1150 + (i % 4) * 70}" cy="${620 + Math.floor(i / 4) * 60}" rx="26" ry="18" transform="rotate(${i * 23} ${1150 + (i % 4) * 70} ${620 + Math.floor(i / 4) * 60})" fill="#4a2a17"/>`).join('')}`,
  },
  tacos: {
    alt: 'three tacos with lime and salsa on a plate',
    draw: (_l, accent) => `${table('#2f6f6a')}${plate(800, 450, 320)}
      ${[620, 800, 980].map((x) => `<path d="M${x - 110} 520 a110 110 0 0 1 220 0 Z" fill="#f1c46a" stroke="#c9973b" stroke-width="5"/><path d="M${x - 85} 505 q85 -80 170 0" stroke="#4f9a3c" stroke-width="22" fill="none"/><path d="M${x - 60} 495 q60 -40 120 0" stroke="#d9472b" stroke-width="16" fill="none"/>`).join('')}
      <circle cx="1050" cy="300" r="50" fill="#9ccf4e" stroke="#5f8f2a" stroke-width="5"/><circle cx="560" cy="300" r="60" fill="${accent}"/>`,
  },
  pizza: {
    alt: 'a pizza with pepperoni and basil on a wooden board',
    draw: () => `${table('#9a6a45')}
      <circle cx="800" cy="450" r="370" fill="#c48a55"/><circle cx="800" cy="450" r="330" fill="#e9b45a"/><circle cx="800" cy="450" r="300" fill="#d9532f"/><circle cx="800" cy="450" r="280" fill="#f4dc9c" opacity="0.55"/>
      ${Array.from({ length: 12 }, (_, i) => `<circle cx="${800 + Math.cos(i * 2.4) * (90 + (i % 3) * 70)}" cy="${450 + Math.sin(i * 2.4) * (90 + (i % 3) * 70)}" r="36" fill="#a8322a"/>`).join('')}
      ${Array.from({ length: 6 }, (_, i) => `<ellipse cx="${800 + Math.cos(i + 0.5) * 190}" cy="${450 + Math.sin(i + 0.5) * 190}" rx="26" ry="12" fill="#3f8f4a"/>`).join('')}
      ${[0, 60, 120].map((a) => `<line transform="rotate(${a} 800 450)" x1="470" y1="450" x2="1130" y2="450" stroke="#b57a3e" stroke-width="4"/>`).join('')}`,
  },
  cottage: {
    alt: 'a beach cottage on stilts behind the dunes',
    draw: (l, accent) => `${backdrop(l, 430)}${beachFront(620)}
      ${[520, 600, 700, 780].map((x) => `<rect x="${x}" y="520" width="18" height="140" fill="#7d5539"/>`).join('')}
      ${building(480, 330, 340, 200, '#f5f1e6', accent)}<rect x="620" y="420" width="60" height="110" fill="#7d5539"/>${windows(510, 370, 2, 1, 70)}${windows(720, 370, 1, 1, 70)}
      ${palm(1100, 680, 1)}${palm(1260, 700, 0.8)}
      <path d="M0 760 q120 -60 240 -10 q100 -50 200 0 L440 ${H} L0 ${H} Z" fill="#9cb86a"/>`,
  },
  condo: {
    alt: 'a beachfront condominium with balconies facing the Gulf',
    draw: (l, accent) => `${backdrop(l, 520)}${beachFront(700)}
      <rect x="300" y="160" width="520" height="520" fill="#f2ede3" stroke="#3d4b55" stroke-width="5"/>
      ${Array.from({ length: 7 }, (_, i) => `<rect x="300" y="${210 + i * 66}" width="520" height="12" fill="${accent}"/>`).join('')}
      ${windows(330, 180, 6, 7, 80)}
      ${palm(960, 720, 1.1)}<line x1="1250" y1="780" x2="1262" y2="600" stroke="#6b4f35" stroke-width="6"/><path d="M1140 620 Q1262 520 1384 610 Z" fill="${accent}"/>`,
  },
  rv: {
    alt: 'a camper trailer parked under palm trees at an RV park',
    draw: (l, accent) => `${backdrop(l, 470)}<rect y="600" width="${W}" height="300" fill="#c9b48a"/>
      <rect x="420" y="420" width="560" height="220" rx="40" fill="#fbfaf6" stroke="#3d4b55" stroke-width="5"/>
      <rect x="420" y="520" width="560" height="26" fill="${accent}"/>${windows(470, 450, 3, 1, 110)}<rect x="860" y="470" width="70" height="150" fill="#c9ccd1" stroke="#3d4b55" stroke-width="3"/>
      <circle cx="560" cy="650" r="48" fill="#2b3a44"/><circle cx="560" cy="650" r="20" fill="#c9ccd1"/><rect x="980" y="600" width="120" height="12" fill="#3d4b55"/>
      ${palm(240, 700, 1.2)}${palm(1300, 680, 1.1)}`,
  },
  shop: {
    alt: 'a colourful shopfront with a striped awning on the island’s main street',
    draw: (l, accent) => `${backdrop(l, 760)}<rect y="720" width="${W}" height="180" fill="#b9b4aa"/>
      <rect x="300" y="200" width="1000" height="540" fill="#f7efe1" stroke="#3d4b55" stroke-width="5"/>
      ${Array.from({ length: 10 }, (_, i) => `<path d="M${300 + i * 100} 330 l100 0 l-10 90 l-80 0 Z" fill="${i % 2 ? '#ffffff' : accent}" stroke="#3d4b55" stroke-width="3"/>`).join('')}
      <rect x="360" y="450" width="360" height="230" fill="#a9d6e8" stroke="#3d4b55" stroke-width="5"/><rect x="880" y="450" width="360" height="230" fill="#a9d6e8" stroke="#3d4b55" stroke-width="5"/>
      <rect x="740" y="450" width="120" height="290" fill="#7d5539"/><rect x="500" y="230" width="600" height="70" rx="10" fill="${accent}" opacity="0.85"/>
      <path d="M420 640 l40 -80 l40 80 Z" fill="#f2c14e"/><circle cx="1000" cy="580" r="50" fill="#e4572e"/><rect x="1100" y="540" width="70" height="110" fill="#3a86ff"/>`,
  },
  museum: {
    alt: 'a museum building with white columns and an anchor on the lawn',
    draw: (l, accent) => `${backdrop(l, 820)}<rect y="680" width="${W}" height="220" fill="#8fb86a"/>
      <rect x="380" y="330" width="840" height="360" fill="#f5f1e6" stroke="#3d4b55" stroke-width="5"/><path d="M330 330 L800 150 L1270 330 Z" fill="${accent}" stroke="#3d4b55" stroke-width="5"/>
      ${Array.from({ length: 6 }, (_, i) => `<rect x="${440 + i * 140}" y="360" width="50" height="300" fill="#ffffff" stroke="#3d4b55" stroke-width="3"/>`).join('')}
      <rect x="360" y="660" width="880" height="40" fill="#d8d0c4" stroke="#3d4b55" stroke-width="3"/>
      <g transform="translate(1380 760)" stroke="#2b3a44" stroke-width="14" fill="none" stroke-linecap="round"><line x1="0" y1="-120" x2="0" y2="40"/><line x1="-50" y1="-80" x2="50" y2="-80"/><path d="M-70 0 q70 80 140 0"/><circle cx="0" cy="-138" r="16"/></g>`,
  },
  shells: {
    alt: 'seashells and a starfish on the sand at the water’s edge',
    draw: (
      _l,
      accent,
    ) => `<rect width="${W}" height="${H}" fill="#ecd6a8"/><path d="M0 0 L${W} 0 L${W} 220 C1100 300 500 160 0 260 Z" fill="#4aa3c4" opacity="0.85"/><path d="M0 260 C500 160 1100 300 ${W} 220" stroke="#ffffff" stroke-width="12" fill="none" opacity="0.8"/>
      ${Array.from({ length: 30 }, (_, i) => `<circle cx="${(i * 173) % W}" cy="${330 + ((i * 97) % 540)}" r="5" fill="#c9a66b"/>`).join('')}
      <g transform="translate(520 560)"><path d="M0 120 L-150 -40 Q0 -160 150 -40 Z" fill="#f3c6a5" stroke="#c98a67" stroke-width="5"/>${[-100, -50, 0, 50, 100].map((x) => `<line x1="0" y1="120" x2="${x}" y2="-70" stroke="#c98a67" stroke-width="4"/>`).join('')}</g>
      <path transform="translate(1080 560)" d="M0 -130 L35 -40 L130 -40 L55 15 L85 110 L0 55 L-85 110 L-55 15 L-130 -40 L-35 -40 Z" fill="${accent}" stroke="#b4532e" stroke-width="5"/>
      <path transform="translate(820 760)" d="M0 0 q60 -90 120 0 q-60 30 -120 0" fill="#f7efe4" stroke="#bda58a" stroke-width="4"/>`,
  },
  kites: {
    alt: 'bright kites flying over a wide sandy beach',
    draw: (l, accent) => `${backdrop(l, 500)}${beachFront(700)}
      ${[
        [420, 260, accent],
        [820, 180, '#f2c14e'],
        [1180, 300, '#3a86ff'],
      ]
        .map(
          ([x, y, c]) =>
            `<path transform="translate(${x} ${y})" d="M0 -90 L70 0 L0 110 L-70 0 Z" fill="${c}" stroke="#22323c" stroke-width="4"/><path transform="translate(${x} ${y})" d="M0 110 q30 60 -10 120 q-30 60 10 120" stroke="#22323c" stroke-width="3" fill="none"/>`,
        )
        .join('')}
      <line x1="420" y1="370" x2="700" y2="760" stroke="#22323c" stroke-width="1.5"/><circle cx="700" cy="770" r="16" fill="#8d5a3b"/>`,
  },
  cart: {
    alt: 'a golf cart parked on a sandy beach road lined with dunes',
    draw: (l, accent) => `${backdrop(l, 460)}${beachFront(600)}<path d="M0 760 L${W} 700 L${W} 780 L0 850 Z" fill="#c9ccd1"/>
      <g transform="translate(800 720)"><rect x="-200" y="-250" width="400" height="20" rx="8" fill="${accent}"/><line x1="-170" y1="-230" x2="-170" y2="-60" stroke="#3d4b55" stroke-width="10"/><line x1="150" y1="-230" x2="150" y2="-60" stroke="#3d4b55" stroke-width="10"/>
      <rect x="-220" y="-80" width="440" height="90" rx="24" fill="${accent}" stroke="#3d4b55" stroke-width="5"/><rect x="-80" y="-140" width="170" height="60" rx="10" fill="#f5f1e6"/>
      <circle cx="-130" cy="20" r="46" fill="#2b3a44"/><circle cx="130" cy="20" r="46" fill="#2b3a44"/></g>
      <path d="M0 690 q100 -70 220 -20 q60 -50 160 0 L380 740 L0 760 Z" fill="#9cb86a"/>`,
  },
  clinic: {
    alt: 'a small single-storey building with a green cross sign under palm trees',
    draw: (l) => `${backdrop(l, 860)}<rect y="640" width="${W}" height="260" fill="#a9c98a"/>
      <rect x="420" y="330" width="760" height="340" fill="#fbfaf6" stroke="#3d4b55" stroke-width="5"/><rect x="400" y="300" width="800" height="40" fill="#2b6f8f"/>
      ${windows(470, 400, 3, 2, 90)}${windows(930, 400, 3, 2, 90)}<rect x="730" y="470" width="140" height="200" fill="#a9d6e8" stroke="#3d4b55" stroke-width="4"/>
      <g transform="translate(800 220)"><rect x="-80" y="-80" width="160" height="160" rx="16" fill="#ffffff" stroke="#3d4b55" stroke-width="4"/><path d="M-20 -60 h40 v40 h40 v40 h-40 v40 h-40 v-40 h-40 v-40 h40 Z" fill="#2e9a5b"/></g>
      ${palm(260, 680, 1.1)}${palm(1380, 690, 1)}`,
  },
  beach: {
    alt: 'an umbrella and beach chairs on the sand beside gentle surf',
    draw: (l, accent) => `${backdrop(l, 420)}${beachFront(600)}
      <line x1="1000" y1="820" x2="1020" y2="560" stroke="#6b4f35" stroke-width="8"/><path d="M860 590 Q1010 440 1160 580 Z" fill="${accent}"/><path d="M940 570 Q1010 470 1080 575" fill="#ffffff" opacity="0.6"/>
      ${[880, 1080].map((x) => `<path d="M${x} 800 l70 -90 l20 0 l-50 90 Z" fill="#f2c14e" stroke="#6b4f35" stroke-width="4"/><line x1="${x + 10}" y1="800" x2="${x + 80}" y2="800" stroke="#6b4f35" stroke-width="6"/>`).join('')}
      ${bird(420, 230, 0.8)}<path d="M0 ${H} L0 790 q80 -50 160 -10 q70 -50 150 0 L330 ${H} Z" fill="#9cb86a"/>`,
  },
} satisfies Record<string, { alt: string; draw: Draw }>;
export type SubjectName = keyof typeof subjects;

export interface Scene {
  subject: SubjectName;
  light: LightName;
  accent: string;
}

/** Close-ups of food and shells show no sky, so their alt text leaves out the time of day. */
const indoor = new Set<SubjectName>(['seafood', 'coffee', 'tacos', 'pizza', 'shells']);

export function sceneSvg(scene: Scene): string {
  const body = subjects[scene.subject].draw(lights[scene.light], scene.accent);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}">${body}</svg>`;
}

export function sceneAlt(scene: Scene): string {
  const { alt } = subjects[scene.subject];
  return `Illustration of ${alt}${indoor.has(scene.subject) ? '' : ` ${lights[scene.light].name}`}`;
}
