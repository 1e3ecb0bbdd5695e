/**
 * @jest-environment node
 */
// The icons index.html links (drawn by build/draw-icons.mjs into public/).
import fs from 'node:fs';
import path from 'node:path';

const publicDir = path.join(__dirname, '..', '..', 'public');
const read = (file: string) => fs.readFileSync(path.join(publicDir, file));

function pngSize(png: Buffer) {
  expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
  return [png.readUInt32BE(16), png.readUInt32BE(20)];
}

describe('icons', () => {
  it('has a real ICO with 16, 32 and 48 px images', () => {
    const ico = read('favicon.ico');
    expect(ico.readUInt16LE(0)).toBe(0); // reserved
    expect(ico.readUInt16LE(2)).toBe(1); // 1 = icon
    const count = ico.readUInt16LE(4);
    const sizes = Array.from({ length: count }, (_, i) => ico.readUInt8(6 + i * 16) || 256);
    expect(sizes.sort((a, b) => a - b)).toEqual([16, 32, 48]);
  });

  it('has the apple-touch icon and the manifest’s icons at their sizes', () => {
    expect(pngSize(read('apple-touch-icon.png'))).toEqual([180, 180]);
    expect(pngSize(read('icons/icon-192.png'))).toEqual([192, 192]);
    expect(pngSize(read('icons/icon-512.png'))).toEqual([512, 512]);
  });

  it('has a web app manifest naming 진타입, the brand colour and existing icons', () => {
    const manifest = JSON.parse(read('manifest.webmanifest').toString());
    const tokens = fs.readFileSync(
      path.join(__dirname, '..', '..', '..', 'packages', 'ui', 'styles', '_tokens.scss'),
      'utf8',
    );
    expect(manifest.name).toBe('진타입');
    expect(manifest.short_name).toBe('진타입');
    expect(tokens).toContain(`$color-brand: ${manifest.theme_color};`);
    for (const icon of manifest.icons) {
      expect(fs.existsSync(path.join(publicDir, icon.src))).toBe(true);
    }
    const html = fs.readFileSync(path.join(__dirname, '..', '..', 'index.html'), 'utf8');
    expect(html).toContain('href="/apple-touch-icon.png"');
    // Linked by index.html's script once the first frame is on screen.
    expect(html).toContain("link.href = '/manifest.webmanifest';");
  });

  it('has the SVG favicon index.html inlines, on the brand colour', () => {
    const svg = read('favicon.svg').toString();
    const tokens = fs.readFileSync(
      path.join(__dirname, '..', '..', '..', 'packages', 'ui', 'styles', '_tokens.scss'),
      'utf8',
    );
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(tokens).toContain(`$color-brand: ${/fill="(#[0-9a-f]{6})"/.exec(svg)?.[1]};`);
    const html = fs.readFileSync(path.join(__dirname, '..', '..', 'index.html'), 'utf8');
    expect(html).toContain('<link rel="icon" href="<%= faviconDataUri %>" type="image/svg+xml" />');
  });
});
