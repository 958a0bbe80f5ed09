import { defineConfig } from 'vitest/config';

// Integration files that start other processes or measure time: they run after the others, one at a
// time, so two of them never fight over the CPU (a p99 latency bound, SIGKILL timings, two API
// processes each) and their figures stay their own.
const SERIAL_INTEGRATION = [
  'apps/api/src/crash-safety.int.test.ts',
  'apps/api/src/scale-out-*.int.test.ts',
  'apps/api/src/modules/**/*-scale-out.int.test.ts',
];

// Unit, component and API integration tests. Integration files share one migrated template database per
// run and each opens its own copy of it (decision 003): an in-memory PGlite of its own, or a database of
// its own on PostgreSQL, so files run in parallel; only SERIAL_INTEGRATION waits for the rest.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'packages/**/*.test.ts',
            'scripts/**/*.test.ts',
            'apps/web/src/**/*.test.{ts,tsx}',
            'apps/api/src/**/*.unit.test.ts',
          ],
          exclude: ['apps/web/src/**/*.component.test.tsx', '**/node_modules/**'],
          environment: 'node',
          // A deadline, not a measurement: scrypt at production cost and zxcvbn's dictionaries took just
          // over vitest's 5 s default at a load of 20 on two cores.
          testTimeout: 30_000,
        },
      },
      {
        // Components rendered in happy-dom with Testing Library: what a person sees and does on one screen.
        test: {
          name: 'component',
          include: ['apps/web/src/**/*.component.test.tsx'],
          environment: 'happy-dom',
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'integration',
          include: ['apps/api/src/**/*.int.test.ts'],
          exclude: [...SERIAL_INTEGRATION, '**/node_modules/**'],
          globalSetup: ['apps/api/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'integration-serial',
          include: SERIAL_INTEGRATION,
          globalSetup: ['apps/api/test/global-setup.ts'],
          fileParallelism: false,
          // After the parallel integration files, never beside them.
          sequence: { groupOrder: 1 },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
