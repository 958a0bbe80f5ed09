// Demo requests for the medical-information desk (issue 16): a few questions of demo physicians in
// different states, so the console's inbox and PV queue show something on a fresh demo database. Seeded
// with the demo corpus only (never in the integration suites' plain seed), once (own marker).

import type { DatabaseHandle } from '@portal/db';
import {
  allocateProtocol,
  and,
  appMeta,
  eq,
  inArray,
  medicalInformationRequests,
  staff,
  users,
} from '@portal/db';

export const MI_DESK_SEED_KEY = 'demo_mi_requests';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export async function seedDemoMedicalRequests(handle: DatabaseHandle, now = new Date()): Promise<number> {
  const { db } = handle;
  const marker = await db.select().from(appMeta).where(eq(appMeta.key, MI_DESK_SEED_KEY));
  if (marker.length > 0) return 0;
  const doctors = await db
    .select()
    .from(users)
    .where(inArray(users.email, ['doctor.br@example.com', 'doctor.mx@example.com', 'doctor.ar@example.com']));
  const byEmail = new Map(doctors.map((user) => [user.email, user]));
  const [officer] = await db
    .select({ id: staff.id })
    .from(staff)
    .where(and(eq(staff.email, 'mi@example.com'), eq(staff.demo, true)));
  const br = byEmail.get('doctor.br@example.com');
  const mx = byEmail.get('doctor.mx@example.com');
  const ar = byEmail.get('doctor.ar@example.com');
  if (!br || !mx || !ar) return 0;
  const asked = (user: typeof br) => ({
    userId: user.id,
    country: user.country,
    name: `${user.firstName} ${user.lastName}`,
    email: user.email,
    phone: null,
    preferredContact: 'email',
  });
  const rows = [
    {
      ...asked(br),
      id: 'demo-mi-br-1',
      product: 'Xarelto',
      type: 'Pergunta',
      content: 'Há interação relevante entre rivaroxabana e amiodarona em pacientes idosos?',
      status: 'received' as const,
      date: new Date(now.getTime() - DAY),
      createdAt: new Date(now.getTime() - DAY),
    },
    {
      ...asked(mx),
      id: 'demo-mi-mx-1',
      product: 'Xarelto',
      type: 'Pergunta',
      content: 'Mi paciente presentó una reacción adversa (sangrado gingival) al iniciar el tratamiento.',
      status: 'received' as const,
      adverseEventSuspected: true,
      aeKnownAt: new Date(now.getTime() - 2 * HOUR),
      date: new Date(now.getTime() - 2 * HOUR),
      createdAt: new Date(now.getTime() - 2 * HOUR),
    },
    {
      ...asked(ar),
      id: 'demo-mi-ar-1',
      product: 'Eylia',
      type: 'Artigo',
      content: 'Título: Aflibercept en degeneración macular\nRevista: Ophthalmology\nAño: 2023',
      status: 'in_progress' as const,
      assigneeId: officer?.id ?? null,
      // Past its due date: the inbox shows a breach.
      date: new Date(now.getTime() - 12 * DAY),
      createdAt: new Date(now.getTime() - 12 * DAY),
    },
  ];
  const inserted = await db.transaction(async (tx) => {
    const numbered = [];
    for (const row of rows)
      numbered.push({ ...row, protocol: await allocateProtocol(tx, row.country, row.createdAt) });
    const added = await tx
      .insert(medicalInformationRequests)
      .values(numbered)
      .onConflictDoNothing()
      .returning();
    await tx
      .insert(appMeta)
      .values({ key: MI_DESK_SEED_KEY, value: JSON.stringify({ requests: added.length, at: now }) })
      .onConflictDoNothing();
    return added.length;
  });
  return inserted;
}
