/*
 * The demo catalogue's product pictures: simple drawings, one per kind of product, made for this
 * project (see NOTICE.md beside this file). Each is an 800 × 600 SVG, rasterised and then stored
 * through the same photo pipeline as an upload (product-images/imagePipeline.ts).
 */

const W = 800;
const H = 600;

/** A drawing on a soft background with a floor shadow. */
const scene = (background: string, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <rect width="${W}" height="${H}" fill="${background}"/>
  <ellipse cx="400" cy="520" rx="300" ry="34" fill="#000" opacity="0.10"/>
  ${body}
</svg>`;

const cementBag = (band: string) =>
  scene(
    '#eef2f7',
    `<path d="M250 150 Q400 120 550 150 L580 500 Q400 530 220 500 Z" fill="#d9d4c7" stroke="#8c8471" stroke-width="6"/>
     <path d="M238 300 L562 300 L572 400 L228 400 Z" fill="${band}"/>
     <path d="M250 150 Q400 175 550 150" fill="none" stroke="#8c8471" stroke-width="6"/>
     <circle cx="400" cy="230" r="38" fill="none" stroke="${band}" stroke-width="12"/>
     <rect x="300" y="430" width="200" height="18" rx="9" fill="#b5ad98"/>`,
  );

const mixerTruck = scene(
  '#eaf3ee',
  `<rect x="120" y="360" width="470" height="60" rx="10" fill="#5b6470"/>
   <ellipse cx="360" cy="290" rx="190" ry="110" fill="#f28c28" stroke="#b35f0f" stroke-width="6" transform="rotate(-12 360 290)"/>
   <path d="M220 250 L500 320 M240 210 L520 280 M230 300 L470 360" stroke="#b35f0f" stroke-width="10" opacity="0.6"/>
   <path d="M590 300 H690 L720 360 V420 H590 Z" fill="#2f80c0" stroke="#1d5a8a" stroke-width="6"/>
   <rect x="610" y="315" width="60" height="40" rx="6" fill="#cfe8fb"/>
   <circle cx="200" cy="440" r="44" fill="#2b2f36"/><circle cx="200" cy="440" r="18" fill="#9aa3ad"/>
   <circle cx="330" cy="440" r="44" fill="#2b2f36"/><circle cx="330" cy="440" r="18" fill="#9aa3ad"/>
   <circle cx="650" cy="440" r="44" fill="#2b2f36"/><circle cx="650" cy="440" r="18" fill="#9aa3ad"/>`,
);

const bars = Array.from({ length: 7 }, (_, i) => {
  const y = 230 + i * 34;
  const ribs = Array.from({ length: 16 }, (_, r) => `<path d="M${150 + r * 32} ${y - 11} l10 22" stroke="#3b3f45" stroke-width="4"/>`).join('');
  return `<rect x="130" y="${y - 12}" width="540" height="24" rx="12" fill="#6d737b"/>${ribs}<circle cx="670" cy="${y}" r="12" fill="#8f959c" stroke="#3b3f45" stroke-width="3"/>`;
}).join('');
const tmtBars = scene(
  '#eef0f4',
  `${bars}<rect x="250" y="205" width="26" height="250" rx="6" fill="#c0392b"/><rect x="520" y="205" width="26" height="250" rx="6" fill="#c0392b"/>`,
);

const wireCoil = scene(
  '#f1f0ec',
  Array.from(
    { length: 9 },
    (_, i) => `<ellipse cx="400" cy="330" rx="${220 - i * 14}" ry="${150 - i * 10}" fill="none" stroke="${i % 2 ? '#7c8289' : '#9aa0a7'}" stroke-width="12"/>`,
  ).join('') + '<path d="M620 330 q60 40 20 120" fill="none" stroke="#7c8289" stroke-width="10"/>',
);

const iBeam = scene(
  '#eef1f5',
  `<path d="M170 210 L590 160 L650 190 L230 240 Z" fill="#8b939c"/>
   <path d="M170 210 L230 240 L230 262 L170 232 Z" fill="#5f6670"/>
   <path d="M185 236 L215 251 L215 400 L185 385 Z" fill="#6d747d"/>
   <path d="M215 251 L625 200 L625 350 L215 400 Z" fill="#7b838c"/>
   <path d="M160 380 L580 330 L640 360 L220 410 Z" fill="#9aa2ab"/>
   <path d="M160 380 L220 410 L220 432 L160 402 Z" fill="#5f6670"/>`,
);

const heap = (colour: string, speckle: string, grain: number) =>
  scene(
    '#f3efe6',
    `<path d="M130 500 Q260 230 400 200 Q540 230 670 500 Z" fill="${colour}"/>
     ${Array.from({ length: 90 }, (_, i) => {
       const x = 200 + ((i * 97) % 400);
       const y = 300 + ((i * 53) % 190);
       return `<circle cx="${x}" cy="${y}" r="${grain + (i % 3)}" fill="${speckle}" opacity="0.55"/>`;
     }).join('')}`,
  );

const stones = scene(
  '#eef0f2',
  `<path d="M140 500 Q270 240 400 210 Q530 240 660 500 Z" fill="#8e959c"/>
   ${Array.from({ length: 40 }, (_, i) => {
     const x = 210 + ((i * 83) % 380);
     const y = 280 + ((i * 47) % 200);
     return `<path d="M${x} ${y} l18 -10 l16 8 l-4 18 l-22 6 Z" fill="${i % 2 ? '#6c737a' : '#a9b0b6'}" stroke="#555b61" stroke-width="2"/>`;
   }).join('')}`,
);

const block = (face: string, side: string, top: string, hollow: boolean) =>
  scene(
    '#eef1f4',
    `<path d="M200 250 L520 250 L600 200 L280 200 Z" fill="${top}"/>
     <path d="M520 250 L600 200 L600 420 L520 470 Z" fill="${side}"/>
     <rect x="200" y="250" width="320" height="220" fill="${face}"/>
     ${hollow ? '<rect x="240" y="212" width="110" height="30" fill="#5c6166" transform="skewX(-30) translate(120 0)"/><rect x="380" y="212" width="110" height="30" fill="#5c6166" transform="skewX(-30) translate(120 0)"/>' : ''}`,
  );

const brickWall = (colour: string, mortar: string) => {
  const rows = Array.from({ length: 6 }, (_, r) =>
    Array.from({ length: 5 }, (_, c) => {
      const x = 170 + c * 92 + (r % 2 ? 46 : 0);
      return x + 84 <= 680 ? `<rect x="${x}" y="${200 + r * 48}" width="84" height="40" rx="3" fill="${colour}"/>` : '';
    }).join(''),
  ).join('');
  return scene('#f4efe9', `<rect x="160" y="192" width="520" height="296" fill="${mortar}"/>${rows}`);
};

const tiles = (a: string, b: string) =>
  scene(
    '#f1f3f6',
    Array.from({ length: 3 }, (_, r) =>
      Array.from(
        { length: 3 },
        (_, c) =>
          `<rect x="${235 + c * 112}" y="${160 + r * 112}" width="104" height="104" rx="4" fill="${(r + c) % 2 ? a : b}" stroke="#c5ccd4" stroke-width="3"/>`,
      ).join(''),
    ).join(''),
  );

const paintBucket = (paint: string) =>
  scene(
    '#f2f1f6',
    `<path d="M260 220 L540 220 L515 480 Q400 505 285 480 Z" fill="#e9ecef" stroke="#9aa1a8" stroke-width="6"/>
     <ellipse cx="400" cy="220" rx="140" ry="34" fill="${paint}" stroke="#9aa1a8" stroke-width="6"/>
     <rect x="276" y="300" width="248" height="100" fill="${paint}"/>
     <path d="M262 230 Q400 90 538 230" fill="none" stroke="#6b7178" stroke-width="8"/>
     <path d="M500 214 q10 50 -4 80" fill="none" stroke="${paint}" stroke-width="16" stroke-linecap="round"/>`,
  );

const cableReel = scene(
  '#eef3f1',
  `<circle cx="400" cy="320" r="190" fill="#2d6a4f"/>
   ${Array.from({ length: 8 }, (_, i) => `<circle cx="400" cy="320" r="${170 - i * 14}" fill="none" stroke="${i % 2 ? '#e63946' : '#c1121f'}" stroke-width="12"/>`).join('')}
   <circle cx="400" cy="320" r="50" fill="#1b4332"/><circle cx="400" cy="320" r="18" fill="#eef3f1"/>
   <path d="M580 360 q90 40 60 140" fill="none" stroke="#e63946" stroke-width="12" stroke-linecap="round"/>`,
);

const switchPlate = scene(
  '#f3f4f6',
  `<rect x="230" y="170" width="340" height="300" rx="26" fill="#fbfbfb" stroke="#c9ced4" stroke-width="6"/>
   <rect x="280" y="220" width="100" height="200" rx="12" fill="#e9ecef" stroke="#b5bcc4" stroke-width="4"/>
   <rect x="420" y="220" width="100" height="200" rx="12" fill="#e9ecef" stroke="#b5bcc4" stroke-width="4"/>
   <rect x="305" y="250" width="50" height="70" rx="6" fill="#2b7de9"/><rect x="445" y="320" width="50" height="70" rx="6" fill="#9aa3ad"/>`,
);

const pipes = (colour: string, end: string) =>
  scene(
    '#eef2f6',
    Array.from(
      { length: 4 },
      (_, i) =>
        `<rect x="150" y="${210 + i * 62}" width="480" height="48" rx="6" fill="${colour}"/><ellipse cx="630" cy="${234 + i * 62}" rx="14" ry="24" fill="${end}"/><ellipse cx="630" cy="${234 + i * 62}" rx="7" ry="14" fill="#3d4249"/>`,
    ).join(''),
  );

const waterTank = scene(
  '#edf3f8',
  `<path d="M250 210 L550 210 L560 470 Q400 500 240 470 Z" fill="#1f2a36"/>
   <ellipse cx="400" cy="210" rx="150" ry="36" fill="#2d3b4b"/>
   <rect x="360" y="160" width="80" height="40" rx="8" fill="#2d3b4b"/>
   <path d="M245 300 H555 M243 380 H557" stroke="#3d4f63" stroke-width="10"/>`,
);

const hardware = scene(
  '#f2f1ee',
  `<rect x="220" y="200" width="24" height="250" rx="6" fill="#8d939a" transform="rotate(-20 232 325)"/>
   <rect x="190" y="180" width="84" height="24" rx="8" fill="#6f767d" transform="rotate(-20 232 325)"/>
   ${Array.from({ length: 5 }, (_, i) => `<g transform="translate(${360 + i * 56} ${230 + (i % 2) * 30})"><rect x="-8" y="0" width="16" height="200" fill="#a2a8ae"/><path d="M-8 20 l16 10 M-8 50 l16 10 M-8 80 l16 10 M-8 110 l16 10 M-8 140 l16 10" stroke="#5b6168" stroke-width="4"/><rect x="-24" y="-12" width="48" height="16" rx="4" fill="#6f767d"/></g>`).join('')}`,
);

const plywood = scene(
  '#f4f0e8',
  Array.from(
    { length: 5 },
    (
      _,
      i,
    ) => `<path d="M${170 + i * 6} ${420 - i * 40} L${530 + i * 6} ${420 - i * 40} L${630 + i * 6} ${360 - i * 40} L${270 + i * 6} ${360 - i * 40} Z" fill="${i % 2 ? '#d9a86c' : '#c8925a'}" stroke="#8a5a2b" stroke-width="4"/>
     <path d="M${170 + i * 6} ${420 - i * 40} L${530 + i * 6} ${420 - i * 40} L${530 + i * 6} ${434 - i * 40} L${170 + i * 6} ${434 - i * 40} Z" fill="#a8703a"/>`,
  ).join(''),
);

const glassPane = scene(
  '#eaf2f7',
  `<path d="M260 150 L560 190 L560 490 L260 450 Z" fill="#bfe3f5" opacity="0.85" stroke="#7fb3cf" stroke-width="8"/>
   <path d="M300 200 L360 208 L300 300 Z M380 230 L420 236 L330 380 L320 360 Z" fill="#ffffff" opacity="0.8"/>`,
);

const roofSheet = scene(
  '#eef2f5',
  `<path d="M140 380 L520 200 L680 260 L300 460 Z" fill="#3a7bbf"/>
   ${Array.from({ length: 9 }, (_, i) => `<path d="M${160 + i * 40} ${390 + i * 7} L${540 + i * 17} ${205 + i * 6}" stroke="#2a5f96" stroke-width="10"/>`).join('')}`,
);

const door = (panel: string, frame: string) =>
  scene(
    '#f3f1ed',
    `<rect x="290" y="110" width="220" height="390" fill="${frame}"/>
     <rect x="305" y="125" width="190" height="375" fill="${panel}"/>
     <rect x="330" y="155" width="140" height="130" rx="6" fill="none" stroke="${frame}" stroke-width="6"/>
     <rect x="330" y="315" width="140" height="150" rx="6" fill="none" stroke="${frame}" stroke-width="6"/>
     <circle cx="470" cy="305" r="10" fill="#c9a227"/>`,
  );

const windowFrame = (frame: string) =>
  scene(
    '#eef3f7',
    `<rect x="220" y="150" width="360" height="320" rx="6" fill="${frame}"/>
     <rect x="240" y="170" width="150" height="280" fill="#bfe3f5"/><rect x="410" y="170" width="150" height="280" fill="#bfe3f5"/>
     <path d="M260 200 L320 190 L260 300 Z" fill="#fff" opacity="0.7"/>`,
  );

const tap = scene(
  '#eef2f6',
  `<rect x="250" y="260" width="60" height="60" rx="10" fill="#b8c0c8"/>
   <path d="M310 270 H480 Q540 270 540 330 V360 H500 V330 Q500 310 480 310 H310 Z" fill="#cfd5db" stroke="#8a939c" stroke-width="5"/>
   <rect x="360" y="220" width="80" height="40" rx="12" fill="#8a939c"/>
   <path d="M520 380 q-8 30 0 50 q8 -20 0 -50" fill="#4aa3df"/>
   <rect x="220" y="470" width="360" height="20" rx="10" fill="#dfe4e8"/>`,
);

const drill = scene(
  '#f1f3ee',
  `<path d="M220 230 H520 Q560 230 560 270 V300 Q560 330 520 330 H220 Z" fill="#f4a261"/>
   <rect x="560" y="262" width="110" height="20" fill="#7a8088"/>
   <path d="M300 330 L360 330 L340 470 L270 470 Z" fill="#2b2f36"/>
   <rect x="255" y="460" width="130" height="40" rx="8" fill="#e76f51"/>
   <rect x="230" y="245" width="60" height="70" rx="10" fill="#2b2f36"/>`,
);

const hammer = scene(
  '#f3f1ec',
  `<rect x="380" y="200" width="34" height="300" rx="12" fill="#b07a47" transform="rotate(15 397 350)"/>
   <path d="M290 170 H510 L500 240 H300 Z" fill="#6d747c" transform="rotate(15 400 205)"/>`,
);

const tub = (label: string) =>
  scene(
    '#eef3f3',
    `<path d="M270 230 L530 230 L510 480 Q400 500 290 480 Z" fill="${label}"/>
     <rect x="262" y="210" width="276" height="40" rx="10" fill="#2b2f36"/>
     <rect x="300" y="320" width="200" height="80" rx="10" fill="#ffffff" opacity="0.85"/>
     <path d="M330 360 q25 -30 50 0 t50 0 t50 0" fill="none" stroke="${label}" stroke-width="8"/>`,
  );

/** The drawing of a sub-category, else of its category, else a generic one. */
const BY_SUB_CATEGORY: Record<string, string> = {
  'OPC 53 Grade': cementBag('#c0392b'),
  'OPC 43 Grade': cementBag('#2e86c1'),
  PPC: cementBag('#27ae60'),
  'Ready Mix Concrete': mixerTruck,
  'TMT Bars': tmtBars,
  'Binding Wire': wireCoil,
  'Structural Steel': iBeam,
  'M-Sand': heap('#c9a46c', '#8a6a3c', 3),
  'P-Sand': heap('#d9bf8f', '#a48957', 2),
  'River Sand': heap('#d6b27a', '#7d5f37', 3),
  'AAC Blocks': block('#f4f4f2', '#d7d8d4', '#e8e9e5', false),
  'Hollow Concrete Blocks': block('#9ea4aa', '#7d838a', '#b5bac0', true),
  'Fly Ash Bricks': brickWall('#9aa0a6', '#d9dcdf'),
  'Outdoor & Parking Tiles': tiles('#b0413e', '#7d8b99'),
  'Ceramic Wall Tiles': tiles('#e3f2fd', '#90caf9'),
  'Exterior Emulsion': paintBucket('#e9c46a'),
  'Primer & Putty': paintBucket('#f5f5f5'),
  Enamel: paintBucket('#264653'),
  'Switches & Sockets': switchPlate,
  'MCBs & Distribution Boards': switchPlate,
  'CPVC Pipes': pipes('#f2e8cf', '#e0d3ae'),
  'Water Tanks': waterTank,
  Timber: plywood,
  'Metal Roofing Sheets': roofSheet,
  'Clay Roof Tiles': tiles('#c0583a', '#a9472d'),
  'Power Tools': drill,
  'Hand Tools': hammer,
  'Site Equipment': mixerTruck,
  'Construction Chemicals': tub('#6a4c93'),
};

const BY_CATEGORY: Record<string, string> = {
  Cement: cementBag('#c0392b'),
  Steel: tmtBars,
  Sand: heap('#c9a46c', '#8a6a3c', 3),
  Aggregates: stones,
  Blocks: block('#a7adb3', '#80868d', '#bcc1c6', false),
  Bricks: brickWall('#b5532f', '#e2d6c8'),
  Tiles: tiles('#ffffff', '#d6dde5'),
  Paint: paintBucket('#e76f51'),
  Electrical: cableReel,
  Plumbing: pipes('#9fb3c8', '#7f95ab'),
  Hardware: hardware,
  Wood: plywood,
  Glass: glassPane,
  Roofing: roofSheet,
  Doors: door('#c8925a', '#8a5a2b'),
  Windows: windowFrame('#c9d1d8'),
  Fittings: tap,
  Tools: drill,
  Others: tub('#2a9d8f'),
};

/** The SVG source of the drawing for a product of that category and sub-category. */
export function drawingFor(category: string, subCategory: string | null): string {
  return (subCategory ? BY_SUB_CATEGORY[subCategory] : undefined) ?? BY_CATEGORY[category] ?? tub('#2a9d8f');
}
