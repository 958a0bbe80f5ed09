import { appMeta, eq, idpAccounts, licensedProfessionals, migrateDatabase, users } from '@portal/db';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@portal/demo-data';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '#test/databases.ts';
import { seedDemo } from './demo-seed.ts';
import { verifyPassword } from './modules/passwords/service.ts';

describeEachDatabase('database: migrations and demo seed', (ctx) => {
  it('re-running the migrations on a migrated database changes nothing', async () => {
    const database = await ctx.openDatabase();
    await migrateDatabase(database);
    expect(await database.db.select().from(users)).toEqual([]);
  });

  it('seeds the demo accounts once, and a second run is a no-op', async () => {
    const database = await ctx.openDatabase();
    const first = await seedDemo(database);
    expect(first).toEqual({ seeded: true, users: DEMO_ACCOUNTS.length });

    const rows = await database.db.select().from(users);
    const emails = rows.map((row) => row.email).sort();
    expect(emails).toEqual(
      [
        ...['mx', 'ar', 'cl', 'cr', 'co', 'pe', 'br'].map((cc) => `doctor.${cc}@example.com`),
        'nurse.br@example.com',
        'dentist.br@example.com',
        'pending.br@example.com',
      ].sort(),
    );
    // Every demo account is a verified professional except the one kept pending for the demo.
    expect(rows.filter((row) => row.verification !== 'verified').map((row) => row.email)).toEqual([
      'pending.br@example.com',
    ]);
    const brDoctor = rows.find((row) => row.email === 'doctor.br@example.com');
    expect(brDoctor).toMatchObject({ country: 'BR', registerType: 'CRM', canAccessSpeakTraining: true });
    expect(brDoctor?.preferences).toEqual(['cardiology', 'oncology']);
    const mxDoctor = rows.find((row) => row.email === 'doctor.mx@example.com');
    expect(mxDoctor).toMatchObject({ country: 'MX', registerType: 'CRM', canAccessSpeakTraining: false });
    const nurse = rows.find((row) => row.email === 'nurse.br@example.com');
    expect(nurse).toMatchObject({ registerType: 'COREN', canAccessSpeakTraining: false });
    const [nurseAccount] = await database.db
      .select()
      .from(idpAccounts)
      .where(eq(idpAccounts.uid, nurse?.idpUid ?? ''));
    expect(nurseAccount?.emailVerifiedAt).toBeInstanceOf(Date);
    expect(await verifyPassword(DEMO_PASSWORD, nurseAccount?.passwordHash ?? '')).toBe(true);
    expect(await verifyPassword('wrong', nurseAccount?.passwordHash ?? '')).toBe(false);
    const registry = await database.db.select().from(licensedProfessionals);
    expect(registry.length).toBeGreaterThan(DEMO_ACCOUNTS.length);
    expect(registry).toContainEqual(
      expect.objectContaining({
        country: 'BR',
        registerType: 'CRM',
        registerNumber: '123456',
        registerUf: 'SP',
      }),
    );

    const [marker] = await database.db.select().from(appMeta).where(eq(appMeta.key, 'demo_seed'));
    expect(marker).toBeDefined();

    const second = await seedDemo(database);
    expect(second).toEqual({ seeded: false, users: 0 });
    expect(await database.db.select().from(users)).toHaveLength(DEMO_ACCOUNTS.length);
  });

  it('leaves a database that already has users alone', async () => {
    const database = await ctx.openDatabase();
    await database.db.insert(users).values({
      email: 'real.person@example.com',
      idpUid: 'uid-real-person',
      firstName: 'Real',
      lastName: 'Person',
      country: 'CL',
    });
    expect(await seedDemo(database)).toEqual({ seeded: false, users: 0 });
    expect(await database.db.select().from(users)).toHaveLength(1);
  });

  it('keeps e-mails lower-case and unique', async () => {
    const database = await ctx.openDatabase();
    const row = { firstName: 'A', lastName: 'B', country: 'BR' as const };
    await expect(
      database.db.insert(users).values({ ...row, idpUid: 'u1', email: 'Upper@Example.com' }),
    ).rejects.toThrow();
    await database.db.insert(users).values({ ...row, idpUid: 'u2', email: 'same@example.com' });
    await expect(
      database.db.insert(users).values({ ...row, idpUid: 'u3', email: 'same@example.com' }),
    ).rejects.toThrow();
  });
});
