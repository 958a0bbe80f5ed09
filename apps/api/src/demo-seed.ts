// The demo seed of packages/demo-data, given the API's password hashing and HTML allowlist: the demo data
// owns no security policy, so what it stores is hashed and sanitised as the API would. The package is
// loaded on first use only (DEMO_DATA on, tests, the benchmark): production never loads it.
import { createContentStore, type DatabaseHandle } from '@portal/db';
import type { SeedDemoOptions, SeedResult, SeedServices } from '@portal/demo-data';
import { sanitizeContentHtml } from './modules/content-html/service.ts';
import { hashPassword } from './modules/passwords/service.ts';

const services: SeedServices = { hashPassword, sanitizeHtml: sanitizeContentHtml };

/** Writes content items and products with the content allowlist (tests, the benchmark, imports). */
export const contentStore = createContentStore(sanitizeContentHtml);

/** Seeds the demo accounts (and with `content`, the corpus, courses and events) on an empty database. */
export async function seedDemo(handle: DatabaseHandle, options?: SeedDemoOptions): Promise<SeedResult> {
  const { seedDemoData } = await loadDemoData();
  return seedDemoData(handle, services, options);
}

async function loadDemoData(): Promise<typeof import('@portal/demo-data')> {
  try {
    return await import('@portal/demo-data');
  } catch (error) {
    if ((error as { code?: string }).code !== 'ERR_MODULE_NOT_FOUND') throw error;
    throw new Error('DEMO_DATA is on but the package @portal/demo-data is not installed', { cause: error });
  }
}
