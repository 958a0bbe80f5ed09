// The demo seed and content store of packages/db, given the API's password hashing and HTML allowlist:
// packages/db owns no security policy, so what it stores is hashed and sanitised as the API would.
import {
  createContentStore,
  type DatabaseHandle,
  type SeedDemoOptions,
  type SeedResult,
  type SeedServices,
  seedDemoData,
} from '@portal/db';
import { sanitizeContentHtml } from './modules/content-html/service.ts';
import { hashPassword } from './modules/passwords/service.ts';

const services: SeedServices = { hashPassword, sanitizeHtml: sanitizeContentHtml };

/** Writes content items and products with the content allowlist (tests, the benchmark, imports). */
export const contentStore = createContentStore(sanitizeContentHtml);

/** Seeds the demo accounts (and with `content`, the corpus, courses and events) on an empty database. */
export function seedDemo(handle: DatabaseHandle, options?: SeedDemoOptions): Promise<SeedResult> {
  return seedDemoData(handle, services, options);
}
