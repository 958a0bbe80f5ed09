// Zod compiles fast parsers with `new Function` when it may, and probes for that once. The CSP forbids
// eval, so the probe only fails; under Trusted Types it also files a violation report. Jitless skips the
// probe. Imported first by main.tsx, before any module builds a schema; from zod's core only, so the
// landing does not load the whole library for one setting.
import { config } from 'zod/v4/core';

config({ jitless: true });
