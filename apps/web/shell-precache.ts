// Which built files the service worker precaches: the app shell only (issue 14) — what index.html loads
// (its entry script, the modules it preloads, its stylesheets), the fonts and the icons. The screens'
// lazy chunks are cached when first used (src/service-worker/ngsw-worker.ts), so a physician's first
// visit on a phone does not download every screen of the portal in the background.
import { readFileSync } from 'node:fs';
import type { ManifestTransform } from 'workbox-build';

/** The /assets/… files index.html references (script src, modulepreload and stylesheet hrefs). */
export function shellAssets(indexHtml: string): Set<string> {
  const referenced = new Set<string>();
  for (const match of indexHtml.matchAll(/\s(?:src|href)="\/(assets\/[^"]+)"/g)) referenced.add(match[1]!);
  return referenced;
}

/** A workbox-build manifest transform keeping the shell, given the built index.html's path. */
export function keepShell(indexHtmlPath: string): ManifestTransform {
  return async (entries) => {
    const shell = shellAssets(readFileSync(indexHtmlPath, 'utf8'));
    const manifest = entries.filter((entry) => !entry.url.startsWith('assets/') || shell.has(entry.url));
    return { manifest, warnings: [] };
  };
}
