// Deactivating a staff member on one API process refuses the member's console token on another at
// once: the staff guard reads the session and the member's `active` from the database on every request,
// and deactivation revokes the sessions too. PostgreSQL only (an embedded PGlite has one process).
import type { StaffList } from '@portal/contracts';
import { afterAll, describe, expect, inject, it } from 'vitest';
import '../../../test/provided-context.ts';
import { twoProcesses } from '../../../test/two-processes.ts';
import type { App } from '../../app.ts';
import { staffSignIn } from '../console-kernel/test-support.ts';
import { bearer } from '../users/test-support.ts';

const postgres = inject('postgresTemplate');

describe.skipIf(!postgres)('staff deactivation reaches every process [postgres]', () => {
  const apps: App[] = [];
  afterAll(async () => {
    for (const app of apps.reverse()) await app.close();
  });

  it('refuses on B the token of a member deactivated on A', async () => {
    if (!postgres) return;
    const { a, b } = await twoProcesses(postgres, apps);
    const admin = await staffSignIn(a, 'admin@example.com');
    b.clock.now = () => a.clock.now();
    const editor = await staffSignIn(b, 'editor@example.com');
    a.clock.now = () => b.clock.now();
    const me = () => b.inject({ url: '/api/admin/me', headers: bearer(editor) });
    expect((await me()).statusCode).toBe(200);

    const list = (
      await a.inject({ url: '/api/admin/staff?role=editor', headers: bearer(admin) })
    ).json() as StaffList;
    const id = list.members.find((m) => m.email === 'editor@example.com')?.id;
    const off = await a.inject({
      method: 'POST',
      url: `/api/admin/staff/${id}/deactivate`,
      headers: bearer(admin),
    });
    expect(off.statusCode, off.body).toBe(200);
    expect((await me()).statusCode).toBe(401);
  }, 120_000);
});
