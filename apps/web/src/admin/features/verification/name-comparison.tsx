// The name the physician typed beside the registry's, word by word (issue 33). A word only one name has
// is marked with a "≠" sign, a dashed underline and a hidden word for screen readers (never colour alone);
// particles ("de", "da", "del") are shown in italics and said not to count.
import type { NameComparison as Names, NameWordView } from '@portal/contracts';
import { Section } from '../../components/section.tsx';
import { useI18n } from '../../lib/i18n.tsx';

function Words({ words }: { words: NameWordView[] }) {
  const { t } = useI18n();
  return (
    <>
      {words.map((word, index) => {
        const key = `${index}-${word.text}`;
        const gap = index > 0 ? ' ' : '';
        if (word.mark === 'differs')
          return (
            <span key={key}>
              {gap}
              <mark className="name-word name-word--differs" data-testid="name-word-differs">
                <span aria-hidden="true">≠ </span>
                {word.text}
                <span className="visually-hidden"> {t('verification.wordDiffers')}</span>
              </mark>
            </span>
          );
        if (word.mark === 'particle')
          return (
            <span key={key}>
              {gap}
              <em className="name-word name-word--particle">
                {word.text}
                <span className="visually-hidden"> {t('verification.wordParticle')}</span>
              </em>
            </span>
          );
        return (
          <span key={key}>
            {gap}
            {word.text}
          </span>
        );
      })}
    </>
  );
}

export function NameComparison({ names }: { names: Names }) {
  const { t } = useI18n();
  return (
    <Section id="names" heading={t('verification.namesHeading')} testId="name-comparison">
      <p>{t('verification.namesLead')}</p>
      <dl className="name-comparison">
        <div>
          <dt>{t('verification.typedName')}</dt>
          <dd data-testid="typed-name">
            <Words words={names.typed} />
          </dd>
        </div>
        <div>
          <dt>{t('verification.registeredName')}</dt>
          <dd data-testid="registered-name">
            <Words words={names.registered} />
          </dd>
        </div>
      </dl>
      <p data-testid="names-verdict">
        {names.same ? t('verification.namesSame') : t('verification.namesDiffer')}
      </p>
    </Section>
  );
}
