import type { DatabaseHandle } from '@portal/db';
import {
  appMeta,
  count,
  createContentStore,
  eq,
  type HtmlSanitiser,
  idpAccounts,
  licensedProfessionals,
  users,
} from '@portal/db';
import { type SeedContentOptions, seedDemoContent } from './content-seed/index.ts';
import { seedDemoMediaText } from './content-seed/media-text.ts';
import { DEMO_ACCOUNTS, DEMO_LICENSED_PROFESSIONALS, DEMO_PASSWORD, demoUid } from './demo-accounts.ts';
import { seedDemoDocfinder } from './docfinder-seed.ts';
import { seedDemoEvents } from './events-seed/index.ts';
import { seedDemoMedicalRequests } from './mi-desk-seed.ts';
import { seedDemoStaff } from './staff-seed.ts';
import { seedDemoTraining } from './training-seed/index.ts';

export const DEMO_SEED_KEY = 'demo_seed';

/**
 * What the seed needs from the application, which owns these policies (packages/db has none): the
 * password hash of the demo accounts and the HTML allowlist of the demo corpus.
 */
export interface SeedServices {
  hashPassword(password: string): Promise<string>;
  sanitizeHtml: HtmlSanitiser;
}

export interface SeedDemoOptions {
  /** Also seed the demo content corpus (and write its media under `content.mediaDir`). */
  content?: SeedContentOptions;
}

export interface SeedResult {
  seeded: boolean;
  users: number;
}

/**
 * Adds the demo accounts to an empty database. A database that has users, or was seeded before
 * (its users since deleted), is left alone; concurrent starters are safe thanks to ON CONFLICT.
 */
export async function seedDemoData(
  handle: DatabaseHandle,
  services: SeedServices,
  options: SeedDemoOptions = {},
): Promise<SeedResult> {
  // The corpus keeps its own marker, so a database seeded before it existed still gets it.
  if (options.content) {
    await seedDemoContent(handle, createContentStore(services.sanitizeHtml), options.content);
    await seedDemoMediaText(handle);
  }
  // The doctor-finder's demo profiles have no accounts, so they keep their own marker too.
  await seedDemoDocfinder(handle);
  // The console's demo staff: added when missing, whatever else the database holds.
  await seedDemoStaff(handle, services.hashPassword);
  const { db } = handle;
  const [existing] = await db.select({ n: count() }).from(users);
  const marker = await db.select().from(appMeta).where(eq(appMeta.key, DEMO_SEED_KEY));
  if ((existing?.n ?? 0) > 0 || marker.length > 0) {
    // Question banks and the demo certificates keep their own marker (needs the corpus and the accounts).
    if (options.content) await seedDemoTraining(handle, { now: options.content.now });
    if (options.content)
      await seedDemoEvents(handle, { now: options.content.now, sanitizeHtml: services.sanitizeHtml });
    // The MI desk's demo requests (issue 16): with the corpus, once.
    if (options.content) await seedDemoMedicalRequests(handle, options.content.now);
    return { seeded: false, users: 0 };
  }

  // One hash for all: they share the demo password, and scrypt is deliberately slow.
  const passwordHash = await services.hashPassword(DEMO_PASSWORD);
  const now = new Date();
  const inserted = await db.transaction(async (tx) => {
    await tx
      .insert(idpAccounts)
      .values(
        DEMO_ACCOUNTS.map((account) => ({
          uid: demoUid(account.email),
          country: account.country,
          email: account.email,
          passwordHash,
          emailVerifiedAt: now,
          profile: { firstName: account.firstName, lastName: account.lastName, email: account.email },
          regSource: `UM${account.country}_website`,
        })),
      )
      .onConflictDoNothing();
    const added = await tx
      .insert(users)
      .values(DEMO_ACCOUNTS.map((account) => ({ ...account, idpUid: demoUid(account.email) })))
      .onConflictDoNothing()
      .returning({ id: users.id });
    await tx
      .insert(licensedProfessionals)
      .values(DEMO_LICENSED_PROFESSIONALS.map((entry) => ({ ...entry, registerUf: entry.registerUf ?? '' })))
      .onConflictDoNothing();
    await tx
      .insert(appMeta)
      .values({ key: DEMO_SEED_KEY, value: JSON.stringify({ accounts: added.length, at: now }) })
      .onConflictDoNothing();
    return added.length;
  });
  if (options.content) await seedDemoTraining(handle, { now: options.content.now });
  if (options.content)
    await seedDemoEvents(handle, { now: options.content.now, sanitizeHtml: services.sanitizeHtml });
  if (options.content) await seedDemoMedicalRequests(handle, options.content.now);
  return { seeded: inserted > 0, users: inserted };
}
