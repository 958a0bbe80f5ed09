// Terms acceptance: the course's exam terms (or the portal's default) and a required checkbox.
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ServerHtml } from '#components/ui/server-html.tsx';

interface ExamTermsProps {
  examTerms: string | null;
  accepting: boolean;
  failed: boolean;
  onAccept: () => void;
}

export function ExamTerms({ examTerms, accepting, failed, onAccept }: ExamTermsProps) {
  const { t } = useTranslation();
  const [checked, setChecked] = useState(false);
  const [showRequired, setShowRequired] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!checked) {
      setShowRequired(true);
      return;
    }
    onAccept();
  };
  return (
    <section className="exam-terms" data-testid="exam-terms" aria-labelledby="exam-terms-heading">
      <h2 id="exam-terms-heading">{t('training.exam.termsHeading')}</h2>
      {examTerms ? (
        <ServerHtml className="training-prose" html={examTerms} />
      ) : (
        <p>{t('training.exam.termsDefault')}</p>
      )}
      <form onSubmit={submit} noValidate>
        <p className="exam-terms__check">
          <input
            id="exam-terms-accept"
            type="checkbox"
            checked={checked}
            aria-invalid={showRequired && !checked}
            aria-describedby={showRequired && !checked ? 'exam-terms-required' : undefined}
            onChange={(event) => setChecked(event.target.checked)}
            data-testid="exam-accept"
          />
          <label htmlFor="exam-terms-accept">{t('training.exam.acceptLabel')}</label>
        </p>
        {showRequired && !checked && (
          <p id="exam-terms-required" className="exam-error" role="alert">
            {t('training.exam.acceptRequired')}
          </p>
        )}
        {failed && (
          <p className="exam-error" role="alert">
            {t('training.states.error')}
          </p>
        )}
        <button
          type="submit"
          className="button button--primary"
          disabled={accepting}
          data-testid="exam-accept-submit"
        >
          {t('training.exam.acceptSubmit')}
        </button>
      </form>
    </section>
  );
}
