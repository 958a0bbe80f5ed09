// What the version says beyond its text, for whoever reviews or publishes it: the type, media kind,
// participant, medicine insert, products (by name) and the structure in its order.
import type { ContentPart, ContentVersion } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { FactList } from '../../components/fact-list.tsx';
import { Section } from '../../components/section.tsx';
import { useI18n } from '../../lib/i18n.tsx';
import { contentProductsQuery } from './api.ts';
import { mainClusterLabel } from './main-cluster-label.ts';

function Parts({ parts, testId }: { parts: ContentPart[]; testId: string }) {
  return (
    <ol data-testid={testId}>
      {parts.map((part) => (
        <li key={part.key}>{part.title}</li>
      ))}
    </ol>
  );
}

export function ContentFieldsSummary({ version }: { version: ContentVersion }) {
  const { t } = useI18n();
  const products = useQuery(contentProductsQuery);
  const nameOf = (id: string) => products.data?.products.find((p) => p.id === id)?.name ?? id;
  const none = '—';
  const insert = version.medicineInsert ? (
    <a href={version.medicineInsert} target="_blank" rel="noopener noreferrer">
      {version.medicineInsert}
    </a>
  ) : (
    none
  );
  const facts: [string, ReactNode][] = [
    [t('contentFields.mainCluster'), mainClusterLabel(t, version.mainCluster)],
    [t('contentFields.mediaKind'), t(`contentFields.mediaKinds.${version.mediaKind}`)],
    [t('contentFields.participant'), version.participant ?? none],
    [t('contentFields.products'), version.products.map(nameOf).join(', ') || none],
    [t('contentFields.medicineInsertShort'), insert],
  ];
  return (
    <Section id="content-fields" heading={t('contentFields.regulatory')} testId="content-fields-summary">
      <FactList facts={facts} />
      {version.seasons.map((season, index) => (
        <div key={season.key}>
          <h3 className="admin-subheading">
            {t('contentFields.season', { n: index + 1 })}: {season.title}
          </h3>
          <Parts parts={season.episodes} testId={`summary-season-${index}`} />
        </div>
      ))}
      {version.episodes.length > 0 ? (
        <>
          <h3 className="admin-subheading">{t('contentFields.episodes')}</h3>
          <Parts parts={version.episodes} testId="summary-episodes" />
        </>
      ) : null}
      {version.lessons.length > 0 ? (
        <>
          <h3 className="admin-subheading">{t('contentFields.lessons')}</h3>
          <Parts parts={version.lessons} testId="summary-lessons" />
        </>
      ) : null}
    </Section>
  );
}
