// The console's service of one versioned kind (content, products, events): listing, reading, creating,
// editing, submitting and reviewing all run the shared lifecycle (versioned-item.ts) and answer the item
// as the console shows it. Each kind passes in only what is its own: how a draft becomes a version's
// fields, how its rows are presented, and any check a draft needs beyond its schema.
import type { CountryCode } from '@portal/countries';
import type { StaffContext } from '../../context.ts';
import type { Decision, VersionedLifecycle, VersionRow } from './versioned-item.ts';

export interface KindService<Row extends VersionRow<unknown>, Approve, Patch extends object, Draft, Item> {
  lifecycle: VersionedLifecycle<Row, Approve, Patch>;
  /** The items of `rows` as the console shows them (one item a row, in order). */
  present(ctx: StaffContext, rows: Row[]): Promise<Item[]>;
  /** The new item's id (newItemId over the draft's title). */
  newId(draft: Draft): string;
  /** The fields of the version a draft writes; `latest` is the version being edited (null on create). */
  fieldsOf(draft: Draft, latest: Row | null): Row['fields'];
  /** What a draft must satisfy beyond its schema, checked before anything is written. */
  check?(ctx: StaffContext, draft: Draft): Promise<void>;
}

export function versionedKindService<
  Row extends VersionRow<unknown>,
  Approve,
  Patch extends object,
  Draft extends { countries: CountryCode[] },
  Item,
>(kind: KindService<Row, Approve, Patch, Draft, Item>) {
  const { lifecycle } = kind;

  async function get(ctx: StaffContext, id: string): Promise<Item> {
    const [latest] = await lifecycle.versionsInScope(ctx, id);
    const [item] = await kind.present(ctx, [latest]);
    return item as Item;
  }

  return {
    get,

    /** The items of the member's countries, latest version first by last change. */
    async list(ctx: StaffContext): Promise<Item[]> {
      return kind.present(ctx, await lifecycle.latestInScope(ctx));
    },

    async create(ctx: StaffContext, draft: Draft): Promise<Item> {
      await kind.check?.(ctx, draft);
      const id = await lifecycle.create(ctx, kind.newId(draft), {
        countries: draft.countries,
        fields: kind.fieldsOf(draft, null),
      });
      return get(ctx, id);
    },

    /** A version in review cannot change under its reviewer; an approved one gets a new draft version. */
    async edit(ctx: StaffContext, id: string, draft: Draft): Promise<Item> {
      await kind.check?.(ctx, draft);
      await lifecycle.edit(ctx, id, draft.countries, (latest) => kind.fieldsOf(draft, latest));
      return get(ctx, id);
    },

    async submit(ctx: StaffContext, id: string): Promise<Item> {
      await lifecycle.submit(ctx, id);
      return get(ctx, id);
    },

    /** Approval carries what the kind's approval carries; rejection a comment. */
    async review(ctx: StaffContext, id: string, decision: Decision<Approve>): Promise<Item> {
      await lifecycle.review(ctx, id, decision);
      return get(ctx, id);
    },
  };
}
