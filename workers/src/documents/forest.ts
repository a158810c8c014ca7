/**
 * The printed documents' illustration: a strip of forest on a gentle ground, conifers and broadleaf
 * trees in the product's greens, drawn as inline SVG (nothing fetched). Two rows give it depth: a
 * paler, smaller row behind, a darker row in front.
 */

const GREENS = { back: '#a9cfa4', middle: '#5e9f63', front: '#2e7d32', deep: '#1f5130' } as const;
const TRUNK = '#6d4c41';
const GROUND = '#dcebd5';
const WIDTH = 600;
const HEIGHT = 120;
const BASE = 108;

type Shade = keyof typeof GREENS;
interface Tree {
  x: number;
  height: number;
  kind: 'conifer' | 'broadleaf';
  shade: Shade;
}

const round = (value: number) => Math.round(value * 10) / 10;

function conifer({ x, height, shade }: Tree): string {
  const trunk = `<rect x="${round(x - height * 0.04)}" y="${round(BASE - height * 0.14)}" width="${round(height * 0.08)}" height="${round(height * 0.14)}" fill="${TRUNK}"/>`;
  const tiers = [0, 1, 2].map((tier) => {
    const top = BASE - height + tier * height * 0.24;
    const bottom = top + height * 0.4;
    const half = height * (0.17 + tier * 0.06);
    return `<polygon points="${round(x)},${round(top)} ${round(x - half)},${round(bottom)} ${round(x + half)},${round(bottom)}"/>`;
  });
  return `${trunk}<g fill="${GREENS[shade]}">${tiers.join('')}</g>`;
}

function broadleaf({ x, height, shade }: Tree): string {
  const trunk = `<rect x="${round(x - height * 0.035)}" y="${round(BASE - height * 0.45)}" width="${round(height * 0.07)}" height="${round(height * 0.45)}" fill="${TRUNK}"/>`;
  const crown = [
    [0, 0.66, 0.27],
    [-0.18, 0.52, 0.2],
    [0.18, 0.53, 0.21],
  ].map(([dx, up, r]) => `<circle cx="${round(x + dx * height)}" cy="${round(BASE - up * height)}" r="${round(r * height)}"/>`);
  return `${trunk}<g fill="${GREENS[shade]}">${crown.join('')}</g>`;
}

/** Where the trees stand, left to right: the back row first so that the front row covers it. */
const BACK: Tree[] = [18, 62, 118, 170, 228, 290, 350, 408, 466, 520, 578].map((x, index) => ({
  x,
  height: 46 + ((index * 7) % 13),
  kind: index % 3 === 1 ? 'broadleaf' : 'conifer',
  shade: 'back',
}));
const FRONT: Tree[] = [40, 92, 146, 200, 258, 320, 378, 436, 494, 548].map((x, index) => ({
  x,
  height: 62 + ((index * 11) % 24),
  kind: index % 2 === 0 ? 'conifer' : 'broadleaf',
  shade: index % 3 === 0 ? 'deep' : index % 3 === 1 ? 'front' : 'middle',
}));

const draw = (tree: Tree) => (tree.kind === 'conifer' ? conifer(tree) : broadleaf(tree));

export const FOREST_SVG = `<svg class="forest" viewBox="0 0 ${WIDTH} ${HEIGHT}" preserveAspectRatio="xMidYMax meet" aria-hidden="true">
<path d="M0 ${BASE - 4} Q ${WIDTH / 4} ${BASE - 12} ${WIDTH / 2} ${BASE - 5} T ${WIDTH} ${BASE - 6} V ${HEIGHT} H 0 Z" fill="${GROUND}"/>
${BACK.map(draw).join('')}
${FRONT.map(draw).join('')}
<rect x="0" y="${BASE}" width="${WIDTH}" height="${HEIGHT - BASE}" fill="${GREENS.deep}"/>
</svg>`;

/** A small conifer beside the product's name, in the colour of the text around it. */
export const SPRIG_SVG = `<svg class="sprig" viewBox="0 0 24 24" aria-hidden="true" fill="currentColor"><rect x="11" y="18" width="2" height="5"/><polygon points="12,1 6,10 9,10 4,18 20,18 15,10 18,10"/></svg>`;
