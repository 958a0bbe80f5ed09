// SQL of captions and transcripts per media file and language.
import { and, type Database, eq, inArray, type MediaCaptionRow, mediaCaptions, sql } from '@portal/db';

export async function captionsOf(db: Database, mediaUrls: string[]): Promise<MediaCaptionRow[]> {
  if (mediaUrls.length === 0) return [];
  return db.select().from(mediaCaptions).where(inArray(mediaCaptions.mediaUrl, mediaUrls));
}

export async function saveCaptions(
  db: Database,
  row: { mediaUrl: string; language: string; captionsUrl?: string; transcript?: string | null; at: Date },
): Promise<void> {
  const { at, ...values } = row;
  const set = {
    ...(values.captionsUrl !== undefined ? { captionsUrl: values.captionsUrl } : {}),
    ...(values.transcript !== undefined ? { transcript: values.transcript } : {}),
    updatedAt: at,
  };
  await db
    .insert(mediaCaptions)
    .values({ ...values, updatedAt: at })
    .onConflictDoUpdate({ target: [mediaCaptions.mediaUrl, mediaCaptions.language], set });
}

export async function deleteEmpty(db: Database, mediaUrl: string, language: string): Promise<void> {
  await db
    .delete(mediaCaptions)
    .where(
      and(
        eq(mediaCaptions.mediaUrl, mediaUrl),
        eq(mediaCaptions.language, language),
        sql`${mediaCaptions.captionsUrl} is null and ${mediaCaptions.transcript} is null`,
      ),
    );
}

/**
 * Items published in any of `countries` whose video and audio files (main, episodes, lessons) have no
 * caption track, with the item's title.
 */
export async function itemsMissingCaptions(
  db: Database,
  countries: readonly string[],
): Promise<{ contentId: string; title: string; mediaUrl: string }[]> {
  if (countries.length === 0) return [];
  const list = sql.join(
    countries.map((country) => sql`${country}`),
    sql`, `,
  );
  const result = await db.execute(sql`
    select m.content_id, i.title, m.media_url from (
      select id as content_id, media_url from content_items where media_url is not null
      union
      select content_id, media_url from content_parts where media_url is not null
    ) m
    join content_items i on i.id = m.content_id
    where exists (
      select 1 from content_publications p where p.content_id = m.content_id and p.country in (${list})
    )
    and not exists (
      select 1 from media_captions c where c.media_url = m.media_url and c.captions_url is not null
    )
    order by i.title, m.content_id, m.media_url`);
  const rows =
    (result as unknown as { rows?: { content_id: string; title: string; media_url: string }[] }).rows ?? [];
  return rows.map((row) => ({ contentId: row.content_id, title: row.title, mediaUrl: row.media_url }));
}
