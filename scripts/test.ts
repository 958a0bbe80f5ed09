// `npm test`: the whole suite, step by step, stopping at the first failure.
// Integration tests run on PGlite, and on PostgreSQL too when TEST_DATABASE_URL is set.
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const steps: [string, string[]][] = [
  ['typecheck', ['run', 'typecheck']],
  ['lint', ['run', 'lint']],
  ['unit', ['run', 'test:unit']],
  ['component', ['run', 'test:component']],
  ['integration', ['run', 'test:integration']],
  ['build', ['run', 'build']],
  ['size', ['run', 'size']],
  ['e2e', ['run', 'e2e']],
];

let passed = 0;
let failed = 0;
const times: string[] = [];
for (const [name, args] of steps) {
  const started = Date.now();
  console.log(`\n▶ ${name}`);
  const result = spawnSync('npm', args, { cwd: root, stdio: 'inherit' });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  times.push(`${name.padEnd(12)}${seconds.padStart(8)} s`);
  if (result.status === 0) {
    passed += 1;
    console.log(`✔ ${name} (${seconds} s)`);
  } else {
    failed += 1;
    console.log(`✘ ${name} failed (${seconds} s)`);
    break;
  }
}
// The times again in one place, for the CI log and for comparing runs.
console.log(`\n${times.join('\n')}\nsteps: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
