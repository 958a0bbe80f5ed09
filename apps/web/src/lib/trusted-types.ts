// Trusted Types: the page's policy (`require-trusted-types-for 'script'`) wants typed values at the DOM's
// script sinks. The one policy below is the portal's only door to them: HTML the server sanitised, script
// URLs over https or from this origin (the CSP's script-src stays the list of allowed hosts), and JSON data
// blocks. Browsers without Trusted Types get the plain strings.
import { useMemo } from 'react';

/** The policy's name; the server's `trusted-types` directive allows exactly this one. */
export const TRUSTED_TYPES_POLICY = 'portal';

interface PortalPolicy {
  createHTML(input: string): unknown;
  createScript(input: string): unknown;
  createScriptURL(input: string): unknown;
}

interface TrustedTypesFactory {
  createPolicy(
    name: string,
    rules: {
      createHTML: (input: string) => string;
      createScript: (input: string) => string;
      createScriptURL: (input: string) => string;
    },
  ): PortalPolicy;
}

/** An https URL or one of this origin; javascript:, data:, blob: and plain http elsewhere are refused. */
export function checkedScriptUrl(input: string, base = globalThis.location?.href): string {
  const url = new URL(input, base);
  const page = base ? new URL(base) : null;
  // A blob: URL shares its creator's origin, so the protocol is compared too.
  const sameOrigin = page !== null && url.protocol === page.protocol && url.origin === page.origin;
  if (url.protocol === 'https:' || sameOrigin) return url.href;
  throw new TypeError(`Script URL refused: ${url.protocol}//${url.host}`);
}

/** A JSON text, which no JavaScript engine runs as a program: the only script text the portal writes. */
export function checkedJsonBlock(input: string): string {
  JSON.parse(input);
  return input;
}

let policy: PortalPolicy | null | undefined;

function portalPolicy(): PortalPolicy | null {
  if (policy !== undefined) return policy;
  const factory = (globalThis as { trustedTypes?: TrustedTypesFactory }).trustedTypes;
  try {
    policy =
      factory?.createPolicy(TRUSTED_TYPES_POLICY, {
        // Only server-sanitised HTML reaches this (allowlist on write and on read); see ServerHtml.
        createHTML: (html) => html,
        createScript: checkedJsonBlock,
        createScriptURL: (url) => checkedScriptUrl(url),
      }) ?? null;
  } catch (error) {
    // A page whose policy forbids the name: leave the sinks to report, never break rendering.
    console.error('Trusted Types policy not created', error);
    policy = null;
  }
  return policy;
}

/** Server-sanitised HTML as React's `dangerouslySetInnerHTML.__html` should receive it. */
export function trustedHtml(html: string): string {
  const p = portalPolicy();
  return p ? (p.createHTML(html) as string) : html;
}

/**
 * `dangerouslySetInnerHTML` for server-sanitised HTML, kept while the text is the same: React rewrites the
 * element's HTML whenever `__html` is a new value, and every TrustedHTML object is a new value.
 */
export function useTrustedHtml(html: string): { __html: string } {
  return useMemo(() => ({ __html: trustedHtml(html) }), [html]);
}

/** A script URL through the policy, for a sink that takes one (`navigator.serviceWorker.register`). */
export function trustedScriptUrl(url: string): string {
  const p = portalPolicy();
  return p ? (p.createScriptURL(url) as string) : checkedScriptUrl(url);
}

/** Points a script element at `url` through the policy. */
export function setScriptSource(script: HTMLScriptElement, url: string): void {
  script.src = trustedScriptUrl(url);
}

/** Fills a data block (`<script type="application/ld+json">`) with JSON text through the policy. */
export function setJsonBlock(script: HTMLScriptElement, json: string): void {
  const p = portalPolicy();
  script.textContent = p ? (p.createScript(json) as string) : checkedJsonBlock(json);
}
