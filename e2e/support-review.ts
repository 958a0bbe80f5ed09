// The console's MLR review and publication steps, as every authoring spec walks them: the reviewer fills
// the approval (code, and an expiry where the record takes one), records the decision, and the editor
// publishes the approved record for Brazil.
import { expect, type Page } from '@playwright/test';

const DAY = 86_400_000;

/** The approval form filled in: the code and, with `expiryDays`, an expiry that many days from now. */
export async function fillApproval(reviewer: Page, code: string, expiryDays?: number): Promise<void> {
  await reviewer.getByLabel('Código de aprovação').fill(code);
  if (expiryDays === undefined) return;
  const expiry = new Date(Date.now() + expiryDays * DAY).toISOString().slice(0, 10);
  await reviewer.getByLabel('Validade da aprovação').fill(expiry);
}

/** Records the filled-in decision; the record's status (test id `statusTestId`) then reads `Aprovado`. */
export async function recordApproval(reviewer: Page, statusTestId: string): Promise<void> {
  await reviewer.getByRole('button', { name: 'Registrar decisão' }).click();
  await expect(reviewer.getByTestId(statusTestId)).toHaveText('Aprovado');
}

/**
 * The editor (its page reloaded to see the approval) publishes the record for Brazil; its publication
 * (test id `publicationTestId`) then shows `code`, or is just there when no code is given.
 */
export async function publishForBrazil(
  editor: Page,
  publicationTestId: string,
  code?: string,
): Promise<void> {
  await editor.reload();
  await editor.getByLabel('País', { exact: true }).selectOption('BR');
  await editor.getByRole('button', { name: 'Publicar', exact: true }).click();
  const publication = editor.getByTestId(publicationTestId);
  if (code === undefined) await expect(publication).toBeVisible();
  else await expect(publication).toContainText(code);
}
