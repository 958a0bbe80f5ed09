// Content as the console finds it (issue 36): every item of the member's countries, those with console
// versions and those live without one (the demo corpus, what was published before the console), each
// with its state per country (catalogue-states.ts). An item live without a version is read from what
// physicians read; starting to edit it writes its first draft version from that.

import { randomBytes } from 'node:crypto';
import type { AdminContent, CatalogueQuery, PublishRequest } from '@portal/contracts';
import type { CountryCode } from '@portal/countries';
import { THUMBNAIL_TYPES, type ThumbnailType } from '@portal/countries';
import {
  type AuthoredPartRecord,
  type ContentVersionFields,
  type ContentVersionRow,
  contentParts,
  contentSeasons,
  contentVersions,
  type Database,
  eq,
} from '@portal/db';
import type { StaffContext } from '../../context.ts';
import { conflict } from '../../errors.ts';
import {
  assertPublishable,
  pageOf,
  type StateSpec,
  statesOf,
  unversionedContent,
} from '../review-workflow/index.ts';
import { contentService, toVersion } from './content-service.ts';

const spec: StateSpec = { entityType: 'content', table: contentVersions, itemKey: 'contentId' };

type Unversioned = Awaited<ReturnType<typeof unversionedContent>>[number];
type Listed = Omit<AdminContent, 'state'>;

const newKey = () => randomBytes(5).toString('hex');

/** The fields of a first version, from what physicians read (parts get new keys: see docs/console.md). */
function liveFields(
  live: Unversioned,
  structure: { parts: (typeof contentParts.$inferSelect)[]; seasons: (typeof contentSeasons.$inferSelect)[] },
): ContentVersionFields {
  const { item } = live;
  const main = live.thumbnails.find((t) => t.type === 'video') ?? live.thumbnails[0];
  const variants: Partial<Record<ThumbnailType, string>> = {};
  for (const t of live.thumbnails)
    if (t.url !== main?.url && (THUMBNAIL_TYPES as readonly string[]).includes(t.type))
      variants[t.type as ThumbnailType] = t.url;
  const part = (p: typeof contentParts.$inferSelect): AuthoredPartRecord => ({
    key: newKey(),
    title: p.title,
    synopsis: p.synopsis,
    mediaUrl: p.mediaUrl,
    duration: p.duration,
    thumbnailUrl: null,
  });
  const byPosition = <T extends { position: number }>(rows: T[]) =>
    [...rows].sort((a, b) => a.position - b.position);
  const parts = byPosition(structure.parts);
  return {
    title: item.title,
    synopsis: item.synopsis,
    body: item.body,
    duration: item.duration,
    mainCluster: item.mainCluster,
    language: item.language === 'es' ? 'es' : 'pt',
    specialties: item.specialties,
    mediaUrl: item.mediaUrl,
    thumbnailUrl: main?.url ?? null,
    thumbnailVariants: variants,
    mediaKind: item.mediaType === 'audio' ? 'audio' : 'video',
    participant: item.participant,
    medicineInsert: item.medicineInsert,
    additionalInformation: item.additionalInformation,
    products: live.products,
    episodes: parts.filter((p) => p.kind === 'episode' && !p.seasonId).map(part),
    lessons: parts.filter((p) => p.kind === 'lesson').map(part),
    seasons: byPosition(structure.seasons).map((season) => ({
      key: newKey(),
      title: season.title,
      episodes: parts.filter((p) => p.seasonId === season.id).map(part),
    })),
  };
}

const noStructure = { parts: [], seasons: [] };

/** A live item without a version, as the console shows an item: its "version 0", live where it is. */
function liveItem(live: Unversioned): Listed {
  const countries = live.publications.map((p) => p.country as CountryCode);
  const expiries = live.publications.flatMap((p) => (p.expiresAt ? [p.expiresAt.getTime()] : []));
  const row = {
    contentId: live.item.id,
    version: 0,
    status: 'approved',
    countries,
    fields: liveFields(live, noStructure),
    authorId: '',
    reviewerId: null,
    reviewComment: null,
    approvalCode: live.publications[0]?.approvalCode ?? null,
    approvalExpiresAt: expiries.length > 0 ? new Date(Math.min(...expiries)) : null,
    updatedAt: live.item.updatedAt,
  } as unknown as ContentVersionRow;
  return {
    latest: toVersion(row, new Map()),
    publications: live.publications.map((p) => ({
      country: p.country as CountryCode,
      approvalCode: p.approvalCode,
      publishedAt: p.publishedAt.toISOString(),
      expiresAt: p.expiresAt?.toISOString() ?? null,
    })),
  };
}

const date = (iso: string | null) => (iso ? new Date(iso) : null);

/** Items with their state (one query pair for all). */
async function withStates(ctx: StaffContext, items: readonly Listed[]): Promise<AdminContent[]> {
  const states = await statesOf(
    ctx,
    spec,
    items.map(({ latest, publications }) => ({
      id: latest.contentId,
      latest: latest.version === 0 ? null : latest,
      publications: publications.map((p) => ({
        country: p.country,
        publishedAt: date(p.publishedAt),
        expiresAt: date(p.expiresAt),
      })),
    })),
  );
  return items.map((item) => ({ ...item, state: states.get(item.latest.contentId)! }));
}

/** One item as the routes answer it, with its state. */
export async function contentWithState(ctx: StaffContext, item: Listed): Promise<AdminContent> {
  const [stated] = await withStates(ctx, [item]);
  return stated!;
}

async function liveWithoutVersion(ctx: StaffContext, id: string): Promise<Unversioned | undefined> {
  const [live] = await unversionedContent(ctx.db, ctx.staff.countries, id);
  return live;
}

function isNotFound(error: unknown): boolean {
  return (error as { statusCode?: number }).statusCode === 404;
}

async function structureOf(db: Database, id: string) {
  const [parts, seasons] = await Promise.all([
    db.select().from(contentParts).where(eq(contentParts.contentId, id)),
    db.select().from(contentSeasons).where(eq(contentSeasons.contentId, id)),
  ]);
  return { parts, seasons };
}

export const contentCatalogue = {
  /** A page of the member's items: versioned and live without a version, filtered, sorted and cut. */
  async list(ctx: StaffContext, query: CatalogueQuery) {
    const [versioned, live] = await Promise.all([
      contentService.list(ctx),
      unversionedContent(ctx.db, ctx.staff.countries),
    ]);
    const items = await withStates(ctx, [...versioned, ...live.map(liveItem)]);
    return pageOf(
      items.map((item) => ({
        item,
        id: item.latest.contentId,
        title: item.latest.title,
        kind: item.latest.mainCluster,
        specialties: item.latest.specialties,
        updatedAt: new Date(item.latest.updatedAt),
        state: item.state,
      })),
      query,
      ctx.now,
    );
  },

  /** An item with versions, or one live without a version (as its "version 0"). */
  async get(ctx: StaffContext, id: string): Promise<AdminContent> {
    try {
      return await contentWithState(ctx, await contentService.get(ctx, id));
    } catch (error) {
      const live = isNotFound(error) ? await liveWithoutVersion(ctx, id) : undefined;
      if (!live) throw error;
      return contentWithState(ctx, liveItem(live));
    }
  },

  /**
   * Starts editing an item live without a version: its first draft version is what physicians read now,
   * in the item's live countries that are the member's (audited as `content.create`).
   */
  async startDraft(ctx: StaffContext, id: string): Promise<AdminContent> {
    const live = await liveWithoutVersion(ctx, id);
    if (!live) {
      await contentService.get(ctx, id); // 404 when it is not the member's at all
      throw conflict('The item already has a version: edit it');
    }
    const countries = live.publications
      .map((p) => p.country as CountryCode)
      .filter((c) => ctx.staff.countries.includes(c));
    await contentService.lifecycle.create(ctx, id, {
      countries,
      fields: liveFields(live, await structureOf(ctx.db, id)),
    });
    return contentCatalogue.get(ctx, id);
  },

  /** Publishes the approved version where it is not live yet (409 where that version already is). */
  async publish(ctx: StaffContext, id: string, request: PublishRequest): Promise<AdminContent> {
    await contentService.lifecycle.approvedFor(ctx, id, request.country);
    const current = await contentCatalogue.get(ctx, id);
    assertPublishable(current.state, request.country, 'item', ctx.now);
    return contentWithState(ctx, await contentService.publish(ctx, id, request));
  },
};
