// The import boundaries of docs/decisions/006, and its rule that the web talks HTTP only through the API
// client, are Biome rules in biome.json. This test proves each one fires (and that the allowed imports stay
// allowed): it lays small probe files out in a throw-away copy of the repository's folder shape, runs Biome
// with the project's own configuration, and reads its report.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '..');
const BIOME = join(ROOT, 'node_modules/.bin/biome');

/** Probe files: path -> source. Names say whether an import there must be refused. */
const PROBES: Record<string, string> = {
  'apps/web/package.json': readFileSync(join(ROOT, 'apps/web/package.json'), 'utf8'),
  // Targets the probes import.
  'apps/web/src/features/other/components/widget.tsx': 'export const widget = 1;\n',
  'apps/web/src/features/own/components/part.tsx': 'export const part = 1;\n',
  'apps/web/src/components/ui/button.tsx': 'export const button = 1;\n',
  'apps/web/src/lib/helper.ts': 'export const helper = 1;\n',
  'apps/web/src/app/router.tsx': 'export const router = 1;\n',
  // A feature importing another feature, by alias or by climbing out of its folder, or the app.
  'apps/web/src/features/own/routes/refused-alias.tsx':
    "import { widget } from '#features/other/components/widget.tsx';\nexport const x = widget;\n",
  'apps/web/src/features/own/routes/refused-relative.tsx':
    "import { widget } from '../../other/components/widget.tsx';\nexport const x = widget;\n",
  'apps/web/src/features/own/routes/refused-app.tsx':
    "import { router } from '#app/router.tsx';\nexport const x = router;\n",
  // What a feature may import.
  'apps/web/src/features/own/routes/allowed.tsx': [
    "import { button } from '#components/ui/button.tsx';",
    "import { helper } from '#lib/helper.ts';",
    "import { part } from '../components/part.tsx';",
    'export const x = [button, helper, part];',
    '',
  ].join('\n'),
  // lib and components never import a feature (nor the app; lib not components either).
  'apps/web/src/lib/refused-feature.ts':
    "import { widget } from '#features/other/components/widget.tsx';\nexport const x = widget;\n",
  'apps/web/src/lib/refused-components.ts':
    "import { button } from '#components/ui/button.tsx';\nexport const x = button;\n",
  'apps/web/src/components/ui/refused-feature.tsx':
    "import { widget } from '../../features/other/components/widget.tsx';\nexport const x = widget;\n",
  'apps/web/src/components/ui/allowed.tsx':
    "import { helper } from '#lib/helper.ts';\nexport const x = helper;\n",
  // HTTP only through the API client: a feature calling fetch or XMLHttpRequest itself is refused.
  'apps/web/src/features/own/api/refused-http.ts':
    "export const get = () => fetch('/api/x');\nexport const put = () => new XMLHttpRequest();\n",
  'apps/web/src/lib/api-client.ts': 'export const send = (path: string) => fetch(path);\n',
  // An import cycle.
  'apps/web/src/lib/cycle-a.ts': "import { b } from './cycle-b.ts';\nexport const a = () => b;\n",
  'apps/web/src/lib/cycle-b.ts': "import { a } from '#lib/cycle-a.ts';\nexport const b = () => a;\n",
  // API: a route file calls its service, never a repository; modules meet through services.
  'apps/api/src/modules/things/repository.ts': 'export const findThing = () => 1;\n',
  'apps/api/src/modules/things/service.ts':
    "import { findThing } from './repository.ts';\nexport const getThing = () => findThing();\n",
  'apps/api/src/modules/things/routes.ts':
    "import { findThing } from './repository.ts';\nimport { getThing } from './service.ts';\nexport const r = [findThing, getThing];\n",
  'apps/api/src/modules/others/service.ts':
    "import { findThing } from '../things/repository.ts';\nimport { getThing } from '../things/service.ts';\nexport const s = [findThing, getThing];\n",
  // HTTP plugins are for HTTP files: a service takes its context from src/context.ts.
  'apps/api/src/plugins/auth.ts': 'export const guard = 1;\n',
  'apps/api/src/context.ts': 'export const context = 1;\n',
  'apps/api/src/modules/things/refused-plugin-service.ts':
    "import { guard } from '../../plugins/auth.ts';\nexport const s = guard;\n",
  'apps/api/src/modules/things/allowed-context-service.ts':
    "import { context } from '../../context.ts';\nexport const s = context;\n",
  'apps/api/src/modules/things/staff-route.ts':
    "import { guard } from '../../plugins/auth.ts';\nimport { findThing } from '../others/repository.ts';\nexport const r = [guard, findThing];\n",
  // A console module (issue 36, decision 033) is used by other modules only through its service.ts or
  // index.ts (tests also through its test-support.ts), whether the caller is a service or a route file.
  'apps/api/src/modules/console-kernel/policy.ts': 'export const policy = 1;\n',
  'apps/api/src/modules/console-kernel/index.ts': "export { policy } from './policy.ts';\n",
  'apps/api/src/modules/console-kernel/test-support.ts': 'export const signIn = 1;\n',
  'apps/api/src/modules/course-authoring/service.ts': 'export const course = 1;\n',
  'apps/api/src/modules/course-authoring/signer-service.ts': 'export const signer = 1;\n',
  'apps/api/src/modules/others/console-user-service.ts': [
    "import { policy } from '../console-kernel/policy.ts';",
    "import { policy as p } from '../console-kernel/index.ts';",
    "import { course } from '../course-authoring/service.ts';",
    "import { signer } from '../course-authoring/signer-service.ts';",
    "import { signIn } from '../console-kernel/test-support.ts';",
    'export const s = [policy, p, course, signer, signIn];',
    '',
  ].join('\n'),
  'apps/api/src/modules/others/routes.ts':
    "import { policy } from '../console-kernel/policy.ts';\nimport { course } from '../course-authoring/service.ts';\nexport const r = [policy, course];\n",
};

interface Diagnostic {
  category: string;
  location: { path: string; start: { line: number } };
}

let dir = '';
let diagnostics: Diagnostic[] = [];

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'import-boundaries-'));
  const config = JSON.parse(readFileSync(join(ROOT, 'biome.json'), 'utf8'));
  delete config.$schema;
  config.vcs = { enabled: false };
  config.files = { includes: ['**'] };
  writeFileSync(join(dir, 'biome.json'), JSON.stringify(config));
  for (const [path, source] of Object.entries(PROBES)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), source);
  }
  let output: string;
  try {
    output = execFileSync(BIOME, ['lint', '--reporter=json', '--max-diagnostics=none', '.'], {
      cwd: dir,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
  } catch (error) {
    // Biome exits non-zero when it finds errors, which is what these probes are for.
    output = (error as { stdout: string }).stdout;
  }
  diagnostics = (JSON.parse(output) as { diagnostics: Diagnostic[] }).diagnostics;
}, 60_000);

afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const found = (path: string, rule: string, line?: number) =>
  diagnostics.filter(
    (d) =>
      d.location.path === path &&
      d.category === `lint/${rule}` &&
      (line === undefined || d.location.start.line === line),
  );

describe('import boundaries (biome.json)', () => {
  it.each([
    'apps/web/src/features/own/routes/refused-alias.tsx',
    'apps/web/src/features/own/routes/refused-relative.tsx',
    'apps/web/src/features/own/routes/refused-app.tsx',
  ])('refuses a feature importing another feature or the app: %s', (path) => {
    expect(found(path, 'style/noRestrictedImports')).toHaveLength(1);
  });

  it.each([
    'apps/web/src/lib/refused-feature.ts',
    'apps/web/src/lib/refused-components.ts',
    'apps/web/src/components/ui/refused-feature.tsx',
  ])('refuses lib/ or components/ importing a layer above: %s', (path) => {
    expect(found(path, 'style/noRestrictedImports')).toHaveLength(1);
  });

  it('refuses a route file importing a repository, and a module reaching into another one', () => {
    expect(found('apps/api/src/modules/things/routes.ts', 'style/noRestrictedImports', 1)).toHaveLength(1);
    expect(found('apps/api/src/modules/others/service.ts', 'style/noRestrictedImports', 1)).toHaveLength(1);
  });

  it('refuses a service importing an HTTP plugin; an HTTP helper file may (but not another repository)', () => {
    const service = 'apps/api/src/modules/things/refused-plugin-service.ts';
    expect(found(service, 'style/noRestrictedImports', 1)).toHaveLength(1);
    const route = 'apps/api/src/modules/things/staff-route.ts';
    expect(found(route, 'style/noRestrictedImports', 1)).toEqual([]);
    expect(found(route, 'style/noRestrictedImports', 2)).toHaveLength(1);
  });

  it('refuses another module reaching into a console module but through its service.ts or index.ts', () => {
    const service = 'apps/api/src/modules/others/console-user-service.ts';
    expect(found(service, 'style/noRestrictedImports', 1)).toHaveLength(1);
    expect(found(service, 'style/noRestrictedImports', 2)).toEqual([]);
    expect(found(service, 'style/noRestrictedImports', 3)).toEqual([]);
    expect(found(service, 'style/noRestrictedImports', 4)).toHaveLength(1);
    expect(found(service, 'style/noRestrictedImports', 5)).toEqual([]);
    const route = 'apps/api/src/modules/others/routes.ts';
    expect(found(route, 'style/noRestrictedImports', 1)).toHaveLength(1);
    expect(found(route, 'style/noRestrictedImports', 2)).toEqual([]);
  });

  it('refuses HTTP outside the API client (fetch and XMLHttpRequest), and allows it there', () => {
    const path = 'apps/web/src/features/own/api/refused-http.ts';
    expect(found(path, 'style/noRestrictedGlobals', 1)).toHaveLength(1);
    expect(found(path, 'style/noRestrictedGlobals', 2)).toHaveLength(1);
    expect(found('apps/web/src/lib/api-client.ts', 'style/noRestrictedGlobals')).toEqual([]);
  });

  it('refuses an import cycle, also through an alias', () => {
    expect(found('apps/web/src/lib/cycle-a.ts', 'suspicious/noImportCycles')).toHaveLength(1);
    expect(found('apps/web/src/lib/cycle-b.ts', 'suspicious/noImportCycles')).toHaveLength(1);
  });

  it('allows what the layers may import, and nothing else is reported', () => {
    const allowed = [
      'apps/web/src/features/own/routes/allowed.tsx',
      'apps/web/src/components/ui/allowed.tsx',
      'apps/api/src/modules/things/service.ts',
      'apps/api/src/modules/things/allowed-context-service.ts',
      'apps/web/src/lib/api-client.ts',
    ];
    expect(diagnostics.filter((d) => allowed.includes(d.location.path))).toEqual([]);
    // Only the probes above: one per refused import, two for the cycle, two for the HTTP calls.
    expect(diagnostics).toHaveLength(17);
  });
});
