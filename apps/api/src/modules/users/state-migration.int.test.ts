// The migration that turned free-text states into codes (issue 17 item 2, decision 010), on both
// databases: a database at the migration before it gets messy states, then the migration runs.
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  type DatabaseHandle,
  docfinderAddresses,
  MIGRATIONS_FOLDER,
  migrateDatabase,
  sql,
  users,
} from '@portal/db';
import {
  createEmptyPostgresDatabase,
  createPgliteHandle,
  createPostgresHandle,
  dropPostgresDatabase,
} from '@portal/db/testing';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import '#test/provided-context.ts';

const MIGRATION_TAG = /_states_as_codes$/;

/** A copy of the migrations folder that stops before the states migration. */
async function migrationsBeforeStates(): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), 'portal-migrations-'));
  await cp(MIGRATIONS_FOLDER, folder, { recursive: true });
  const journalFile = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((entry) => MIGRATION_TAG.test(entry.tag));
  if (at < 0) throw new Error('the states migration is not in the journal');
  journal.entries = journal.entries.slice(0, at);
  await writeFile(journalFile, JSON.stringify(journal));
  return folder;
}

// country, typed state -> state after the migration (null: left for the user), and what stays as typed.
const USERS: [country: string, typed: string, state: string | null, asTyped: string | null][] = [
  ['MX', 'jalisco', 'MX-JAL', null],
  ['MX', 'JALISCO', 'MX-JAL', null],
  ['MX', 'Jalísco', 'MX-JAL', null],
  ['MX', ' Jalisco ', 'MX-JAL', null],
  ['MX', 'Jal.', 'MX-JAL', null],
  ['MX', 'JAL', 'MX-JAL', null],
  ['MX', 'MX-JAL', 'MX-JAL', null],
  ['MX', 'Nuevo Leon', 'MX-NLE', null],
  ['MX', 'NUEVO LEÓN', 'MX-NLE', null],
  ['MX', 'CDMX', 'MX-CMX', null],
  ['MX', 'Ciudad de México', 'MX-CMX', null],
  ['MX', 'Jalsico', null, 'Jalsico'],
  ['MX', 'Guadalajara', null, 'Guadalajara'],
  ['AR', 'Córdoba', 'AR-X', null],
  ['AR', 'caba', 'AR-C', null],
  ['AR', 'B', null, 'B'],
  ['CL', 'Region Metropolitana', 'CL-RM', null],
  ['CL', "O'HIGGINS", 'CL-LI', null],
  ['CL', 'ñuble', 'CL-NB', null],
  ['PE', 'Lima', null, 'Lima'],
  ['PE', 'lima metropolitana', 'PE-LMA', null],
  ['BR', 'sao paulo', 'SP', null],
  // A state of another country is no state of this one.
  ['CL', 'Jalisco', null, 'Jalisco'],
  ['MX', '   ', null, null],
];

function kinds(): ('pglite' | 'postgres')[] {
  return inject('postgresTemplate') ? ['pglite', 'postgres'] : ['pglite'];
}

for (const kind of kinds()) {
  describe(`migration: free-text states to codes [${kind}]`, () => {
    let database: DatabaseHandle;
    let folder: string;
    let dropDatabase: (() => Promise<void>) | undefined;

    beforeAll(async () => {
      folder = await migrationsBeforeStates();
      if (kind === 'pglite') database = await createPgliteHandle();
      else {
        const postgres = inject('postgresTemplate');
        if (!postgres) throw new Error('TEST_DATABASE_URL is not set');
        const empty = await createEmptyPostgresDatabase(postgres.adminUrl);
        database = createPostgresHandle(empty.url);
        dropDatabase = () => dropPostgresDatabase(postgres.adminUrl, empty.name);
      }
      await migrateDatabase(database, folder);
      const { db } = database;
      for (const [index, [country, typed]] of USERS.entries()) {
        await db.execute(sql`
          insert into users (idp_uid, email, first_name, last_name, country, state)
          values (${`uid-${index}`}, ${`user${index}@example.com`}, 'Ana', 'Test', ${country}, ${typed})`);
      }
      await db.execute(sql`
        insert into users (idp_uid, email, first_name, last_name, country, state)
        values ('uid-none', 'none@example.com', 'Ana', 'Test', 'MX', null)`);
      await db.execute(sql`
        insert into docfinder_listings (id, country, slug, display_name, search_name, register_number, specialties, consent_version, consented_at)
        values ('00000000-0000-4000-8000-000000000001', 'MX', 'mx-1', 'Ana Test', 'ana test', '1234567', '{cardiology}', 'v1', now()),
               ('00000000-0000-4000-8000-000000000002', 'BR', 'br-1', 'Bia Test', 'bia test', '123456', '{cardiology}', 'v1', now())`);
      for (const [listing, state] of [
        ['00000000-0000-4000-8000-000000000001', 'jalisco'],
        ['00000000-0000-4000-8000-000000000001', 'Jalsico'],
        ['00000000-0000-4000-8000-000000000002', 'SP'],
      ] as const) {
        await db.execute(sql`
          insert into docfinder_addresses (listing_id, postal_code, street, number, district, state, search_state, city, search_city)
          values (${listing}, '44100', 'Av. Juárez', '10', 'Centro', ${state}, lower(${state}), 'Guadalajara', 'guadalajara')`);
      }
      await migrateDatabase(database);
    });

    afterAll(async () => {
      await database?.close();
      await dropDatabase?.();
      if (folder) await rm(folder, { recursive: true, force: true });
    });

    it('maps each typed state that names one state of the country, and leaves the rest for the user', async () => {
      const rows = await database.db
        .select({ email: users.email, state: users.state, state_as_typed: users.stateAsTyped })
        .from(users);
      const byEmail = new Map(rows.map((row) => [row.email, row]));
      for (const [index, [country, typed, state, asTyped]] of USERS.entries()) {
        expect(byEmail.get(`user${index}@example.com`), `${country} ${JSON.stringify(typed)}`).toEqual({
          email: `user${index}@example.com`,
          state,
          state_as_typed: asTyped,
        });
      }
      expect(byEmail.get('none@example.com')).toMatchObject({ state: null, state_as_typed: null });
    });

    it('maps the doctor-finder practices it can and keeps the others as typed', async () => {
      const rows = await database.db
        .select({ state: docfinderAddresses.state, search_state: docfinderAddresses.searchState })
        .from(docfinderAddresses)
        .orderBy(docfinderAddresses.state);
      expect(rows).toEqual([
        { state: 'Jalsico', search_state: 'jalsico' },
        { state: 'MX-JAL', search_state: 'mx-jal' },
        { state: 'SP', search_state: 'sp' },
      ]);
    });
  });
}
