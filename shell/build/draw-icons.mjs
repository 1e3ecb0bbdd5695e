#!/usr/bin/env node
// Draws the site's icons into shell/public/ (committed; run again after changing the mark or the
// brand colour): favicon.svg (index.html inlines it), favicon.ico (16, 32, 48 px, for browsers
// without SVG icons), apple-touch-icon.png (180), icons/icon-192.png and
// icons/icon-512.png for the web app manifest, and manifest.webmanifest itself. The mark is the
// double helix of the gene icons, white on the brand colour of packages/ui/styles/_tokens.scss; resvg
// rasterises it, png-to-ico packs the favicon.
//   node shell/build/draw-icons.mjs
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Resvg } from '@resvg/resvg-js';
import pngToIco from 'png-to-ico';

const shellDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const publicDir = path.join(shellDir, 'public');
const tokens = fs.readFileSync(
  path.join(shellDir, '..', 'packages', 'ui', 'styles', '_tokens.scss'),
  'utf8',
);
const brand = /^\$color-brand:\s*(#[0-9a-f]{6});/im.exec(tokens)?.[1];
if (!brand) throw new Error('packages/ui/styles/_tokens.scss has no $color-brand');

/** The mark on a rounded tile (favicon) or a full square with room around it (home screens). */
function markSvg({ rounded }) {
  const tile = rounded
    ? `<rect width="64" height="64" rx="14" fill="${brand}"/>`
    : `<rect width="64" height="64" fill="${brand}"/>`;
  // Home-screen icons are cut to a circle or squircle: the helix keeps inside the middle 70 %.
  const scale = rounded ? 1 : 0.7;
  const offset = (64 - 64 * scale) / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">${tile}
  <g transform="translate(${offset} ${offset}) scale(${scale})" fill="none" stroke="#fff" stroke-linecap="round">
    <path d="M22 12 h20 M22 32 h20 M22 52 h20" stroke-width="4" opacity="0.6"/>
    <path d="M20 6 C20 18 44 20 44 32 S20 46 20 58" stroke-width="6"/>
    <path d="M44 6 C44 18 20 20 20 32 S44 46 44 58" stroke-width="6"/>
  </g>
</svg>`;
}

const png = (svg, size) =>
  new Resvg(svg, { fitTo: { mode: 'width', value: size }, font: { loadSystemFonts: false } })
    .render()
    .asPng();

const favicon = markSvg({ rounded: true });
const square = markSvg({ rounded: false });
fs.mkdirSync(path.join(publicDir, 'icons'), { recursive: true });
fs.writeFileSync(path.join(publicDir, 'favicon.svg'), `${favicon}\n`);
fs.writeFileSync(
  path.join(publicDir, 'favicon.ico'),
  await pngToIco([16, 32, 48].map((size) => png(favicon, size))),
);
fs.writeFileSync(path.join(publicDir, 'apple-touch-icon.png'), png(square, 180));
for (const size of [192, 512]) {
  fs.writeFileSync(path.join(publicDir, 'icons', `icon-${size}.png`), png(square, size));
}
const manifest = {
  name: '진타입',
  short_name: '진타입',
  description: '학습 유전자 검사로 나에게 맞는 공부법을 찾아보세요.',
  lang: 'ko',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  theme_color: brand,
  background_color: '#ffffff',
  icons: [192, 512].map((size) => ({
    src: `/icons/icon-${size}.png`,
    sizes: `${size}x${size}`,
    type: 'image/png',
    purpose: 'any maskable',
  })),
};
fs.writeFileSync(
  path.join(publicDir, 'manifest.webmanifest'),
  `${JSON.stringify(manifest, null, 2)}\n`,
);
console.log(`icons drawn into ${path.relative(process.cwd(), publicDir)}/ (brand ${brand})`);
