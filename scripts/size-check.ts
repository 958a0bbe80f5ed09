// `npm run size`: fails when the web build breaks the size budget (see size-budget.ts).
import { resolve } from 'node:path';
import { INITIAL_BUDGET_BYTES, kb, measure } from './size-budget.ts';

const report = measure(resolve(import.meta.dirname, '../apps/web/dist'));
console.log(
  `initial JS: ${kb(report.initial.gzipBytes)} gzip of ${kb(INITIAL_BUDGET_BYTES)} (${report.initial.files.join(', ')})`,
);
const largest = [...report.chunks].sort((a, b) => b.gzipBytes - a.gzipBytes).slice(0, 5);
for (const chunk of largest) console.log(`lazy chunk ${chunk.file}: ${kb(chunk.gzipBytes)} gzip`);
if (report.problems.length > 0) {
  for (const problem of report.problems) console.error(`size budget: ${problem}`);
  process.exit(1);
}
console.log('size budget: ok');
