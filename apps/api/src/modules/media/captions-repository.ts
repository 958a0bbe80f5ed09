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

/** Published items' video and audio files (main, episodes, lessons) without any caption track. */
export async function itemsMissingCaptions(db: Database): Promise<{ contentId: string; mediaUrl: string }[]> {
  const result = await db.execute<{ content_id: string; media_url: string }>(sql`
    select m.content_id, m.media_url from (
      select id as content_id, media_url from content_items where media_url is not null
      union
      select content_id, media_url from content_parts where media_url is not null
    ) m
    where not exists (
      select 1 from media_captions c where c.media_url = m.media_url and c.captions_url is not null
    )
    order by m.content_id, m.media_url`);
  const rows = (result as unknown as { rows?: { content_id: string; media_url: string }[] }).rows ?? [];
  return rows.map((row) => ({ contentId: row.content_id, mediaUrl: row.media_url }));
}
