// The first sign-in welcome on the home: asks the physician's specialties of interest (the "for you" row
// reads them), pre-filled from the profile; saving or skipping answers it for good (server-side). A page
// section, not a modal: nothing of the home is blocked, and focus moves into it when it shows and to the
// home's heading when it is answered.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ChoiceGroup } from '#components/ui/choice-group.tsx';
import { FormFooter } from '#components/ui/form-footer.tsx';
import { useCountry } from '#lib/country.ts';
import type { UserProfile } from '#lib/session.ts';
import { useSpecialtyChoice } from '#lib/specialty-choice.ts';
import { useAnswerWelcome } from '../api/answer-welcome.ts';

export function WelcomeSection({ profile }: { profile: UserProfile }) {
  const { t } = useTranslation();
  const country = useCountry();
  const answer = useAnswerWelcome();
  const heading = useRef<HTMLHeadingElement>(null);
  const {
    chosen,
    showRequired,
    toggle,
    submit: onSubmit,
  } = useSpecialtyChoice(profile, (preferences) => answer.mutate({ preferences }));

  useEffect(() => {
    heading.current?.focus();
  }, []);

  return (
    <section className="welcome" aria-labelledby="welcome-heading" data-testid="welcome">
      <h2 id="welcome-heading" className="welcome__title" tabIndex={-1} ref={heading}>
        {t('content.welcome.heading', { name: profile.firstName || profile.name })}
      </h2>
      <p>{t('content.welcome.lead')}</p>
      <form className="form" onSubmit={onSubmit} noValidate data-testid="welcome-form">
        <ChoiceGroup
          legend={t('content.welcome.legend')}
          options={country.specialties}
          labelOf={(specialty) => country.specialtyLabels[specialty]}
          input={(specialty) => ({
            name: 'welcome-specialties',
            checked: chosen.includes(specialty),
            onChange: (event) => toggle(specialty, event.target.checked),
          })}
          error={showRequired ? t('content.welcome.required') : null}
          errorId="welcome-required"
          alert
          disabled={answer.isPending}
        />
        <FormFooter
          error={answer.isError ? t('content.welcome.failed') : null}
          busy={answer.isPending}
          label={t('content.welcome.save')}
          busyLabel={t('content.welcome.saving')}
        >
          <button
            type="button"
            className="button button--secondary"
            disabled={answer.isPending}
            onClick={() => answer.mutate({})}
            data-testid="welcome-skip"
          >
            {t('content.welcome.skip')}
          </button>
        </FormFooter>
      </form>
    </section>
  );
}
