// A large synthetic corpus for `npm run bench`: the demo topics repeated with numbered variants, so
// search, clusters and details run against realistic text at scale (10,000 items by default).
import type { ContentInput } from '@portal/db';
import { DEMO_COUNTRIES, DEMO_MAIN_CLUSTERS } from './corpus.ts';
import { DEMO_VIDEO } from './media-files.ts';
import { DEMO_SPECIALTIES } from './topics.ts';

const LISTS = ['novelty', 'top10', 'explore', 'unbranded', 'exclusive', 'feed', 'training', 'outdoor'];

/** Items `bench-00001`...; half Portuguese (Brazil), half Spanish (the other countries). */
export function buildBenchCorpus(count: number, now: Date = new Date()): ContentInput[] {
  const topics = DEMO_SPECIALTIES.flatMap((specialty) =>
    specialty.topics.map((topic) => ({ specialty, topic })),
  );
  return Array.from({ length: count }, (_, n): ContentInput => {
    const language = n % 2 === 0 ? 'pt' : 'es';
    const entry = topics[Math.floor(n / 2) % topics.length];
    if (!entry) throw new Error('no topics');
    const { specialty, topic } = entry;
    const id = `bench-${String(n + 1).padStart(5, '0')}`;
    const title = `${topic.title[language]} · ${n + 1}`;
    const background = specialty.background.map((p) => `<p>${p[language]}</p>`).join('');
    const publishedAt = new Date(now.getTime() - (n + 1) * 60_000);
    const list = LISTS[n % 50];
    return {
      id,
      title,
      mainCluster: DEMO_MAIN_CLUSTERS[n % DEMO_MAIN_CLUSTERS.length] ?? 'to_read',
      language,
      position: n,
      synopsis: `<p>${topic.synopsis[language]}</p>`,
      content: `<p>${topic.synopsis[language]}</p>${background}`,
      publishDate: publishedAt,
      categoryId: specialty.id,
      specialties: [specialty.id],
      media: n % 3 === 0 ? DEMO_VIDEO : null,
      demo: true,
      publications: DEMO_COUNTRIES[language].map((country) => ({
        country,
        approvalCode: `${country}-BENCH-${n + 1}`,
        publishedAt,
      })),
      clusters: list ? ['contents', list] : ['contents'],
      thumbnails: ['cluster', 'top10', 'preview'].map((type) => ({
        id: `${id}-${type}`,
        type,
        url: `/media/bench/${id}/${type}.svg`,
      })),
    };
  });
}
