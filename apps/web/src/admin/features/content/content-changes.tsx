// "What changed since the last approval", field by field, before the reviewer decides: texts as a word
// diff whose insertions and deletions are marked by more than colour (underlined or struck through,
// bracketed with + or −, and named for screen readers), lists as what was added and removed (named in
// the member's language), other values as before and after. Computed by the server from the stored
// versions (content-changes.ts in the API).
import type { FieldChange, TextSegment } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { Section } from '../../components/section.tsx';
import { type Translate, useI18n } from '../../lib/i18n.tsx';
import { contentProductsQuery } from './api.ts';
import { contentChangesQuery } from './changes-api.ts';
import './review-material.css';

function Segment({ segment, t }: { segment: TextSegment; t: Translate }) {
  if (segment.op === 'same') return <span>{segment.text}</span>;
  const added = segment.op === 'added';
  const Tag = added ? 'ins' : 'del';
  // A change ending in a line break keeps the break outside its brackets (not "]" opening the next line).
  const text = segment.text.trimEnd();
  return (
    <>
      <Tag className={added ? 'diff__added' : 'diff__removed'}>
        <span className="visually-hidden">{t(added ? 'changes.added' : 'changes.removed')} </span>
        <span aria-hidden="true">{added ? '[+ ' : '[− '}</span>
        {text}
        <span aria-hidden="true">]</span>
      </Tag>
      {segment.text.slice(text.length)}
    </>
  );
}

/** A code as the member reads it, where the console has a name for it. */
function useNameOf() {
  const { t } = useI18n();
  const products = useQuery(contentProductsQuery);
  return (field: FieldChange['field'], code: string) => {
    if (field === 'specialties') {
      const name = t(`specialtyNames.${code}` as Parameters<Translate>[0]);
      return name.startsWith('specialtyNames.') ? code : name;
    }
    if (field === 'countries') return t(`countryNames.${code}` as Parameters<Translate>[0]);
    if (field === 'products') return products.data?.products.find((p) => p.id === code)?.name ?? code;
    return code;
  };
}

function ChangeBody({ change }: { change: FieldChange }) {
  const { t } = useI18n();
  const nameOf = useNameOf();
  if (change.kind === 'text') {
    return (
      <p className="diff__text">
        {change.segments.map((segment, index) => (
          // Segments have no identity beyond their place in the text.
          // biome-ignore lint/suspicious/noArrayIndexKey: the diff is read-only and redrawn whole
          <Segment key={index} segment={segment} t={t} />
        ))}
      </p>
    );
  }
  if (change.kind === 'list') {
    return (
      <dl className="diff__pairs">
        {change.added.length > 0 ? (
          <>
            <dt>{t('changes.addedItems')}</dt>
            <dd className="diff__added">{change.added.map((c) => nameOf(change.field, c)).join(', ')}</dd>
          </>
        ) : null}
        {change.removed.length > 0 ? (
          <>
            <dt>{t('changes.removedItems')}</dt>
            <dd className="diff__removed">{change.removed.map((c) => nameOf(change.field, c)).join(', ')}</dd>
          </>
        ) : null}
      </dl>
    );
  }
  return (
    <dl className="diff__pairs">
      <dt>{t('changes.before')}</dt>
      <dd>{change.before ?? t('changes.empty')}</dd>
      <dt>{t('changes.after')}</dt>
      <dd>{change.after ?? t('changes.empty')}</dd>
    </dl>
  );
}

export function ContentChanges({ id }: { id: string }) {
  const { t } = useI18n();
  const changes = useQuery(contentChangesQuery(id));
  return (
    <Section id="changes" heading={t('changes.heading')} testId="content-changes">
      {!changes.data ? (
        <p className="admin-status">{t('changes.loading')}</p>
      ) : (
        <>
          <p>
            {changes.data.fromVersion === null
              ? t('changes.first')
              : t('changes.since', { to: changes.data.toVersion, from: changes.data.fromVersion })}
          </p>
          {changes.data.changes.length === 0 ? (
            <p>{t('changes.none')}</p>
          ) : (
            <p className="field__hint">{t('changes.legend')}</p>
          )}
          <dl className="diff">
            {changes.data.changes.map((change) => (
              <div key={change.field} className="diff__field" data-testid={`change-${change.field}`}>
                <dt>{t(`changes.fields.${change.field}`)}</dt>
                <dd>
                  <ChangeBody change={change} />
                </dd>
              </div>
            ))}
          </dl>
        </>
      )}
    </Section>
  );
}
