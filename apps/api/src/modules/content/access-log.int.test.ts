// The access log is written in batches; closing the app (what SIGTERM does) writes what is buffered.
import { contentAccessLog, eq } from '@portal/db';
import { expect, it } from 'vitest';
import { testConfig } from '#test/config.ts';
import { addContent, contentFixture } from '#test/content-fixtures.ts';
import { describeEachDatabase } from '#test/databases.ts';
import { bearer, signIn } from '#test/signed-in.ts';
import { buildApp } from '../../app.ts';
import { seedDemo } from '../../demo-seed.ts';

describeEachDatabase('content access log', (ctx) => {
  it('writes every buffered read when the app closes', async () => {
    const database = await ctx.openDatabase();
    // The app closes its database on close; keep it open here to read the log afterwards.
    const app = await buildApp({ config: testConfig(), database: { ...database, close: async () => {} } });
    await app.ready();
    await seedDemo(database);
    await addContent(database.db, contentFixture('logged'));
    const token = await signIn(app, 'doctor.br@example.com');
    const reads = 7;
    for (let i = 0; i < reads; i += 1) {
      const response = await app.inject({ url: '/api/contents/logged', headers: bearer(token) });
      expect(response.statusCode).toBe(200);
    }
    await app.close();
    const rows = await database.db
      .select()
      .from(contentAccessLog)
      .where(eq(contentAccessLog.contentId, 'logged'));
    expect(rows).toHaveLength(reads);
    expect(rows.every((row) => row.via === 'signed_in' && row.country === 'BR')).toBe(true);
    // Seeding the demo data takes a while on a loaded machine.
  }, 120_000);
});
