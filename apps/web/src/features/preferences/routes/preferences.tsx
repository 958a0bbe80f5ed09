// User preferences: the specialties (of the user's country, with its labels) whose content the user wants.
import { useTranslation } from 'react-i18next';
import { ChoiceGroup } from '#components/ui/choice-group.tsx';
import { FormFooter } from '#components/ui/form-footer.tsx';
import '#styles/account.css';
import { toast } from '#components/ui/toaster.tsx';
import { WithProfile } from '#components/ui/with-profile.tsx';
import { useCountry } from '#lib/country.ts';
import { usePageTitle } from '#lib/document-head.ts';
import type { UserProfile } from '#lib/session.ts';
import { useSpecialtyChoice } from '#lib/specialty-choice.ts';
import { useUpdatePreferences } from '../api/update-preferences.ts';
import { PushNotifications } from '../components/push-notifications.tsx';

export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('account.preferences.title'));

  return (
    <div className="container page page--narrow">
      <h1 className="page__title">{t('account.preferences.heading')}</h1>
      <p className="page__lead">{t('account.preferences.lead')}</p>
      <WithProfile>
        {(profile) => (
          <>
            <PreferencesForm profile={profile} />
            <PushNotifications />
          </>
        )}
      </WithProfile>
    </div>
  );
}

function PreferencesForm({ profile }: { profile: UserProfile }) {
  const { t } = useTranslation();
  const country = useCountry();
  const save = useUpdatePreferences();
  const {
    chosen,
    showRequired,
    toggle,
    submit: onSubmit,
  } = useSpecialtyChoice(profile, (preferences) =>
    save.mutate({ preferences }, { onSuccess: () => toast.success(t('account.preferences.saved')) }),
  );

  return (
    <form className="form" onSubmit={onSubmit} noValidate data-testid="preferences-form">
      <ChoiceGroup
        legend={t('account.preferences.legend')}
        options={country.specialties}
        labelOf={(specialty) => country.specialtyLabels[specialty]}
        input={(specialty) => ({
          name: 'preferences',
          checked: chosen.includes(specialty),
          onChange: (event) => toggle(specialty, event.target.checked),
        })}
        error={showRequired ? t('account.preferences.required') : null}
        errorId="preferences-required"
        alert
      />
      <FormFooter
        error={save.isError ? t('account.preferences.failed') : null}
        busy={save.isPending}
        label={t('account.preferences.save')}
        busyLabel={t('account.preferences.saving')}
      />
    </form>
  );
}
