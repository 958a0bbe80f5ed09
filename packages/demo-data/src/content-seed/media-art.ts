// The demo pictures, drawn as small SVG files without text (issue 37): the brand pattern with a
// specialty's icon and a kind badge, a product packshot, and abstract speaker portraits (no real people).
// The icons and tones are the web's own (ARTWORK_ICONS), so a missing picture and a drawn one look alike.
import { ARTWORK_ICONS, type ArtworkIcon } from '@portal/countries';

interface Frame {
  width: number;
  height: number;
  colors: readonly [string, string];
}

const r = Math.round;

/** An icon of the 24-grid scaled to `size` and centred at (cx, cy), white strokes. */
function icon(name: ArtworkIcon, cx: number, cy: number, size: number, stroke = '#fff'): string {
  const scale = size / 24;
  return `<path transform="translate(${r(cx - size / 2)} ${r(cy - size / 2)}) scale(${scale.toFixed(3)})" d="${ARTWORK_ICONS[name]}" fill="none" stroke="${stroke}" stroke-width="1.5" stroke-linecap="round" stroke-linejoin="round"/>`;
}

function open({ width, height }: Frame): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`;
}

/** The brand pattern: two tones, a dot grid, two soft rings; the icon in a glass disc, the kind badge. */
export function artworkSvg(frame: Frame & { icon: ArtworkIcon; kind: ArtworkIcon }): string {
  const { width, height, colors } = frame;
  const unit = Math.min(width, height);
  const disc = unit * 0.24;
  const cx = width / 2;
  const cy = height / 2;
  const dot = r(unit / 18);
  return `${open(frame)}<defs><linearGradient id="g" x2="1" y2="1"><stop stop-color="${colors[0]}"/><stop offset="1" stop-color="${colors[1]}"/></linearGradient><pattern id="p" width="${dot}" height="${dot}" patternUnits="userSpaceOnUse"><circle cx="${dot / 2}" cy="${dot / 2}" r="${(dot / 12).toFixed(1)}" fill="#fff" fill-opacity=".16"/></pattern></defs>
<rect width="${width}" height="${height}" fill="url(#g)"/><rect width="${width}" height="${height}" fill="url(#p)"/>
<circle cx="${r(width * 0.86)}" cy="${r(height * 0.18)}" r="${r(unit * 0.34)}" fill="none" stroke="#fff" stroke-opacity=".12" stroke-width="${r(unit * 0.05)}"/>
<circle cx="${r(width * 0.1)}" cy="${r(height * 0.94)}" r="${r(unit * 0.22)}" fill="#fff" fill-opacity=".06"/>
<circle cx="${r(cx)}" cy="${r(cy)}" r="${r(disc)}" fill="#fff" fill-opacity=".12" stroke="#fff" stroke-opacity=".3"/>
${icon(frame.icon, cx, cy, disc * 1.15)}
${icon(frame.kind, unit * 0.12, height - unit * 0.12, unit * 0.1)}</svg>
`;
}

/** A medicine box on a light ground: the specialty's band and icon on the front, a shaded side and top. */
export function packshotSvg(frame: Frame & { icon: ArtworkIcon }): string {
  const { width, height, colors } = frame;
  const boxH = height * 0.62;
  const boxW = Math.min(width * 0.46, boxH * 1.5);
  const depth = boxW * 0.18;
  const x = (width - boxW - depth) / 2;
  const y = (height - boxH + depth) / 2 + height * 0.02;
  const band = boxH * 0.36;
  const top = `${r(x)},${r(y)} ${r(x + depth)},${r(y - depth)} ${r(x + boxW + depth)},${r(y - depth)} ${r(x + boxW)},${r(y)}`;
  const side = `${r(x + boxW)},${r(y)} ${r(x + boxW + depth)},${r(y - depth)} ${r(x + boxW + depth)},${r(y + boxH - depth)} ${r(x + boxW)},${r(y + boxH)}`;
  return `${open(frame)}<defs><linearGradient id="b" x2="0" y2="1"><stop stop-color="#f4f7f9"/><stop offset="1" stop-color="#dfe6ec"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#b)"/>
<ellipse cx="${r(width / 2)}" cy="${r(y + boxH + height * 0.04)}" rx="${r(boxW * 0.7)}" ry="${r(height * 0.035)}" fill="#0a2232" fill-opacity=".12"/>
<polygon points="${top}" fill="#eef2f5" stroke="#c9d3db"/><polygon points="${side}" fill="${colors[1]}"/>
<rect x="${r(x)}" y="${r(y)}" width="${r(boxW)}" height="${r(boxH)}" fill="#fff" stroke="#c9d3db"/>
<rect x="${r(x)}" y="${r(y + boxH - band)}" width="${r(boxW)}" height="${r(band)}" fill="${colors[0]}"/>
${icon(frame.icon, x + boxW / 2, y + (boxH - band) / 2, boxH * 0.34, colors[0])}
${icon(frame.icon, x + boxW * 0.82, y + boxH - band / 2, band * 0.5)}</svg>
`;
}

/**
 * An abstract portrait: a head and shoulders in two tones over a ring, shaped by `seed` (skin, hair and
 * collar tones vary) — a face for a speaker with no photo, of nobody real.
 */
export function portraitSvg(seed: number, colors: readonly [string, string], size = 160): string {
  const skins = ['#f1c7a5', '#d9a27e', '#b07a55', '#8a5a3c', '#e8b896'];
  const hairs = ['#2b1d14', '#5a3b24', '#1c1c1c', '#8c6a4a', '#3d2b1f'];
  const skin = skins[seed % skins.length];
  const hair = hairs[(seed * 3 + 1) % hairs.length];
  const s = size / 160;
  const long = seed % 2 === 0;
  const hairShape = long
    ? `<path d="M52 74c0-26 14-40 28-40s28 14 28 40v30H52z" fill="${hair}"/>`
    : `<path d="M55 70c0-22 11-34 25-34s25 12 25 34c-6-10-14-14-25-14s-19 4-25 14z" fill="${hair}"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 160 160"><g transform="scale(${s})">
<rect width="160" height="160" fill="${colors[1]}"/><circle cx="80" cy="80" r="62" fill="${colors[0]}"/>
<circle cx="80" cy="80" r="62" fill="none" stroke="#fff" stroke-opacity=".25" stroke-width="4"/>
${hairShape}<path d="M36 160c2-30 20-44 44-44s42 14 44 44z" fill="#fff" fill-opacity=".92"/>
<path d="M70 112h20v10l-10 10-10-10z" fill="${skin}"/><ellipse cx="80" cy="78" rx="21" ry="25" fill="${skin}"/>
${long ? '' : `<path d="M59 70c4-12 12-17 21-17s17 5 21 17c-5-6-12-9-21-9s-16 3-21 9z" fill="${hair}"/>`}</g></svg>
`;
}
