// Zod compiles fast parsers with `new Function` when it may, and probes for that once. The CSP forbids
// eval, so the probe only fails; under Trusted Types it also files a violation report. Jitless skips the
// probe. Imported first by each entry (portal and console), before any module builds a schema.
// Written into the global object that zod's own `config()` reads and writes (zod/v4/core keeps it on
// globalThis so that copies of zod share it), so the initial bundle carries none of zod: the screens
// that validate load zod with their own chunks. zod-jitless.test.ts fails if zod stops reading it.

declare global {
  var __zod_globalConfig: { jitless?: boolean } | undefined;
}

// The same object whether zod is loaded before or after this module.
globalThis.__zod_globalConfig ??= {};
globalThis.__zod_globalConfig.jitless = true;

export {};
