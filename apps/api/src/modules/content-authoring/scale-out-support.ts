// The set-up the catalogue scale-out tests share (content, products): two processes on one PostgreSQL
// database, an editor and a reviewer signed in on A, a doctor of Brazil on B (on A's clock), and one
// item created, submitted and approved on A for Brazil, ready to publish.
import type { PostgresTemplate } from '../../../test/provided-context.ts';
import { twoProcesses } from '../../../test/two-processes.ts';
import type { App } from '../../app.ts';
import { staffSignIn } from '../console-kernel/test-support.ts';
import { bearer, signIn } from '../users/test-support.ts';

export interface ApprovedItem {
  /** The console's path of the kind: `/api/admin/content`, `/api/admin/products`. */
  path: string;
  draft: object;
  approvalCode: string;
  idOf(created: unknown): string;
}

export async function approvedOnA(postgres: PostgresTemplate, apps: App[], item: ApprovedItem) {
  const { a, b } = await twoProcesses(postgres, apps);
  const editor = await staffSignIn(a, 'editor@example.com');
  const reviewer = await staffSignIn(a, 'reviewer@example.com');
  // The test's sign-ins move A's clock on (one TOTP step each): both processes share it.
  b.clock.now = () => a.clock.now();
  const doctor = await signIn(b, 'doctor.br@example.com');
  const send = (token: string, url: string, payload?: object) =>
    a.inject({ method: 'POST', url, headers: bearer(token), ...(payload ? { payload } : {}) });
  const id = item.idOf((await send(editor, item.path, item.draft)).json());
  await send(editor, `${item.path}/${id}/submit`);
  await send(reviewer, `${item.path}/${id}/review`, {
    decision: 'approve',
    approvalCode: item.approvalCode,
    expiresAt: new Date(a.clock.now().getTime() + 30 * 86_400_000).toISOString(),
  });
  /** A step of the editor on the item (`publish`, `withdraw`) in Brazil; answers its status. */
  const editorStep = async (step: string) =>
    (await send(editor, `${item.path}/${id}/${step}`, { country: 'BR' })).statusCode;
  return { b, doctor, id, editorStep };
}
