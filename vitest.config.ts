import { defineConfig } from 'vitest/config';

// Two projects: fast pure unit tests, and API integration tests that share one migrated
// template database per run (PGlite allows one connection, so files run one at a time).
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
          globalSetup: ['apps/api/test/global-setup.ts'],
          fileParallelism: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
