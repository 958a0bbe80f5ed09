// The state of many records of one kind at once (issue 36): their newest approvals and last publication
// steps read in two queries, then item-state.ts per record. Lists, record pages and the publish guard
// all come through here.
import type { ItemState } from '@portal/contracts';
import type { CountryCode } from '@portal/countries';
import type { contentVersions, eventVersions, productVersions } from '@portal/db';
import type { StaffContext } from '../../context.ts';
import { conflict } from '../../errors.ts';
import { lastPublicationSteps, newestApproved } from './catalogue-repository.ts';
import { itemState, type VersionStatus } from './item-state.ts';

export interface StateSpec {
  entityType: 'content' | 'event' | 'product';
  table: typeof contentVersions | typeof eventVersions | typeof productVersions;
  itemKey: 'contentId' | 'eventId' | 'productId';
}

export interface StatedItem {
  id: string;
  /** Null: live without a console version. */
  latest: { version: number; status: string; countries: readonly CountryCode[] } | null;
  /** Where it is live or scheduled now. */
  publications: readonly { country: CountryCode; publishedAt: Date | null; expiresAt: Date | null }[];
}

interface ApprovedRow {
  version: number;
  countries: CountryCode[];
  approvalExpiresAt?: Date | null;
  [key: string]: unknown;
}

export async function statesOf(
  ctx: StaffContext,
  spec: StateSpec,
  items: readonly StatedItem[],
): Promise<Map<string, ItemState>> {
  const versioned = items.filter((i) => i.latest !== null).map((i) => i.id);
  const [approvedRows, steps] = await Promise.all([
    newestApproved<ApprovedRow>(ctx.db, spec.table, spec.itemKey, versioned),
    lastPublicationSteps(
      ctx.db,
      spec.entityType,
      items.map((i) => i.id),
    ),
  ]);
  const approved = new Map(approvedRows.map((row) => [String(row[spec.itemKey]), row]));
  return new Map(
    items.map((item) => {
      const mine = steps.filter((s) => s.entityId === item.id);
      const newest = approved.get(item.id);
      const state = itemState({
        latest: item.latest ? { ...item.latest, status: item.latest.status as VersionStatus } : null,
        approved: newest
          ? {
              version: newest.version,
              countries: newest.countries,
              expiresAt: newest.approvalExpiresAt ?? null,
            }
          : null,
        publications: item.publications.map((p) => {
          const step = mine.find((s) => s.country === p.country && s.step === 'publish');
          return { ...p, version: step?.version ?? null };
        }),
        withdrawn: mine
          .filter((s) => s.step === 'withdraw' && !item.publications.some((p) => p.country === s.country))
          .map((s) => s.country),
        scope: ctx.staff.countries,
        now: ctx.now,
      });
      return [item.id, state];
    }),
  );
}

/**
 * Refuses (409) to publish where the approved version is already live. Call it after the lifecycle's
 * own checks (an approved version exists, authored for the country, in the member's scope), so what is
 * left when the country is not publishable is an expired approval (refused by publishing itself) or
 * that version being live there already.
 */
export function assertPublishable(state: ItemState, country: CountryCode, noun: string, now: Date): void {
  const expired =
    state.approvalExpiresAt !== null && new Date(state.approvalExpiresAt).getTime() <= now.getTime();
  if (!expired && !state.publishable.includes(country))
    throw conflict(`The ${noun} is already live in ${country} with its approved version`);
}
