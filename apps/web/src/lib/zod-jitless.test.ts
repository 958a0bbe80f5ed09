import { expect, it } from 'vitest';

it('makes zod jitless through the global its config() reads, without importing zod', async () => {
  await import('./zod-jitless.ts');
  const { config } = await import('zod/v4/core');
  expect(config().jitless).toBe(true);
});
