// The brand's logo on the certificate: an SVG asset per brand (brands/<BRAND>.svg, brands/default.svg
// otherwise) read once, its paths drawn as vector paths (pdf-lib's drawSvgPath) and its wordmark as text
// in the certificate's embedded font. Only what the assets use is understood: <path d fill stroke
// stroke-width> and <text x y font-size fill>, in the viewBox's units.
import { readFileSync } from 'node:fs';
import { type Color, type PDFFont, type PDFPage, rgb } from 'pdf-lib';

export interface LogoPath {
  d: string;
  fill: Color | null;
  stroke: Color | null;
  strokeWidth: number;
}

export interface LogoText {
  x: number;
  y: number;
  size: number;
  fill: Color;
  text: string;
}

export interface BrandLogo {
  width: number;
  height: number;
  paths: LogoPath[];
  texts: LogoText[];
}

function color(value: string | undefined): Color | null {
  const hex = /^#([0-9a-f]{6})$/i.exec(value ?? '')?.[1];
  if (!hex) return null;
  const channel = (at: number) => Number.parseInt(hex.slice(at, at + 2), 16) / 255;
  return rgb(channel(0), channel(2), channel(4));
}

function attributes(tag: string): Record<string, string> {
  return Object.fromEntries([...tag.matchAll(/([A-Za-z-]+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
}

const unescapeXml = (text: string) =>
  text
    .replace(/&#(\d+);/g, (_m, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');

export function parseBrandSvg(svg: string, brandLabel: string): BrandLogo {
  const [, , width = '0', height = '0'] = (attributes(/<svg[^>]*>/.exec(svg)?.[0] ?? '').viewBox ?? '')
    .trim()
    .split(/\s+/);
  const paths = [...svg.matchAll(/<path\b[^>]*>/g)].map((m): LogoPath => {
    const a = attributes(m[0]);
    return {
      d: a.d ?? '',
      fill: a.fill === 'none' ? null : (color(a.fill) ?? rgb(0, 0, 0)),
      stroke: color(a.stroke),
      strokeWidth: Number(a['stroke-width'] ?? 1),
    };
  });
  const texts = [...svg.matchAll(/<text\b([^>]*)>([^<]*)<\/text>/g)].map((m): LogoText => {
    const a = attributes(m[1] ?? '');
    return {
      x: Number(a.x ?? 0),
      y: Number(a.y ?? 0),
      size: Number(a['font-size'] ?? 16),
      fill: color(a.fill) ?? rgb(0, 0, 0),
      text: unescapeXml(m[2] ?? '').replace('{{brand}}', brandLabel),
    };
  });
  return { width: Number(width), height: Number(height), paths, texts };
}

const cache = new Map<string, BrandLogo>();

/** The logo of `brand` (the BRAND setting, e.g. `bayer`); `label` fills the default asset's wordmark. */
export function brandLogo(brand: string, label: string): BrandLogo {
  const key = `${brand}\n${label}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const file = (name: string) => new URL(`./brands/${name}.svg`, import.meta.url);
  let svg: string;
  try {
    svg = /^[a-z][a-z0-9-]*$/.test(brand) ? readFileSync(file(brand), 'utf8') : '';
  } catch {
    svg = '';
  }
  const logo = parseBrandSvg(svg || readFileSync(file('default'), 'utf8'), label);
  cache.set(key, logo);
  return logo;
}

/** Draws the logo with its top-left corner at (x, top) and the given height. */
export function drawBrandLogo(
  page: PDFPage,
  logo: BrandLogo,
  at: { x: number; top: number; height: number; font: PDFFont },
): void {
  const scale = at.height / logo.height;
  for (const path of logo.paths) {
    page.drawSvgPath(path.d, {
      x: at.x,
      y: at.top,
      scale,
      color: path.fill ?? undefined,
      borderColor: path.stroke ?? undefined,
      borderWidth: path.stroke ? path.strokeWidth * scale : 0,
    });
  }
  for (const text of logo.texts) {
    page.drawText(text.text, {
      x: at.x + text.x * scale,
      y: at.top - text.y * scale,
      size: text.size * scale,
      font: at.font,
      color: text.fill,
    });
  }
}

/** The drawn width of the logo at a height (the wordmark measured in the font it is drawn with). */
export function brandLogoWidth(logo: BrandLogo, height: number, font: PDFFont): number {
  const scale = height / logo.height;
  const ends = logo.texts.map((t) => (t.x + font.widthOfTextAtSize(t.text, t.size)) * scale);
  return Math.max(64 * scale, ...ends);
}
