// Edit registration: phone and, where the country asks for one, the state (PUT /api/users/profile with
// appVersion); asks before leaving unsaved. A state typed before states were codes and not mapped by the
// migration (decision 010) is null: the form says so and asks the user to choose.
import { asksState } from '@portal/countries';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import '#styles/account.css';
import { RequiredLegend, TextField } from '#components/ui/form-field.tsx';
import { StateField } from '#components/ui/state-select.tsx';
import { toast } from '#components/ui/toaster.tsx';
import { UnsavedChangesPrompt } from '#components/ui/unsaved-changes-prompt.tsx';
import { WithProfile } from '#components/ui/with-profile.tsx';
import { ApiError } from '#lib/api-client.ts';
import { useCountry } from '#lib/country.ts';
import { usePageTitle } from '#lib/document-head.ts';
import { loadPhoneNumbers, usePhoneNumbers } from '#lib/phone-numbers.ts';
import type { UserProfile } from '#lib/session.ts';
import { useUpdateProfile } from '../api/update-profile.ts';
import { ChangeEmail } from '../components/change-email.tsx';
import { ChangePassword } from '../components/change-password.tsx';
import { SignOutEverywhere } from '../components/sign-out-everywhere.tsx';
import { YourData } from '../components/your-data.tsx';

export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('account.profile.title'));
  return (
    <div className="container page page--narrow">
      <h1 className="page__title">{t('account.profile.heading')}</h1>
      <p className="page__lead">{t('account.profile.lead')}</p>
      <WithProfile>
        {(profile) => (
          <>
            <ProfileForm profile={profile} />
            <ChangeEmail currentEmail={profile.email} />
            <ChangePassword profile={profile} />
            <SignOutEverywhere />
            <YourData />
          </>
        )}
      </WithProfile>
    </div>
  );
}

interface ProfileValues {
  email: string;
  phone: string;
  state: string;
}

const FIELDS = ['email', 'phone', 'state'] as const;

function isField(path: string): path is (typeof FIELDS)[number] {
  return (FIELDS as readonly string[]).includes(path);
}

/** The API names the field; the text shown is the dictionary's (409 on email: already used). */
function useServerFieldMessage() {
  const { t } = useTranslation();
  return (field: (typeof FIELDS)[number], status: number): string => {
    if (field === 'email') {
      return status === 409
        ? t('account.profile.errors.emailTaken')
        : t('account.profile.errors.emailInvalid');
    }
    if (field === 'state') return t('account.profile.errors.stateRequired');
    return t('account.profile.errors.phoneInvalid');
  };
}

function ProfileForm({ profile }: { profile: UserProfile }) {
  const { t } = useTranslation();
  const country = useCountry();
  const withState = asksState(country);
  const save = useUpdateProfile();
  const serverFieldMessage = useServerFieldMessage();
  // The API gives the phone in the country's national form; a valid number typed is shown that way too.
  const phones = usePhoneNumbers();
  const displayPhone = (value: string) => phones?.parseCountryPhone(value, country)?.national ?? value;
  const {
    register,
    control,
    handleSubmit,
    setError,
    setValue,
    reset,
    formState: { errors, isDirty, isSubmitting },
  } = useForm<ProfileValues>({
    defaultValues: {
      email: profile.email,
      phone: profile.phone ?? profile.profile.phones.number,
      state: profile.profile.state ?? '',
    },
  });
  // The saved state, not the one being chosen: the prompt stays until a state is saved.
  const mustChooseState = withState && !profile.profile.state;

  const onSubmit = handleSubmit(async (values) => {
    try {
      const updated = await save.mutateAsync({
        email: values.email.trim(),
        phone: values.phone.trim(),
        ...(withState && values.state ? { state: values.state } : {}),
      });
      reset({
        email: updated.email,
        phone: updated.phone ?? values.phone,
        state: updated.profile.state ?? values.state,
      });
      toast.success(t('account.profile.saved'));
    } catch (error) {
      const fieldErrors = error instanceof ApiError ? error.errors.filter((e) => isField(e.path)) : [];
      const status = error instanceof ApiError ? error.status : 0;
      fieldErrors.forEach((fieldError, index) => {
        if (isField(fieldError.path)) {
          setError(
            fieldError.path,
            { type: 'server', message: serverFieldMessage(fieldError.path, status) },
            { shouldFocus: index === 0 },
          );
        }
      });
      if (fieldErrors.length === 0)
        setError('root', { type: 'server', message: t('account.profile.failed') });
    }
  });

  return (
    <>
      <dl className="summary-list" aria-label={t('account.profile.summaryLabel')}>
        <dt>{t('account.profile.name')}</dt>
        <dd>{profile.name}</dd>
        {profile.registerNumber ? (
          <>
            <dt>{t('account.profile.registerNumber')}</dt>
            <dd>
              {profile.registerType && profile.registerType !== 'CRM' ? `${profile.registerType} ` : ''}
              {profile.registerNumber}
              {profile.registerUf ? `/${profile.registerUf}` : ''}
            </dd>
          </>
        ) : null}
      </dl>
      <form className="form" onSubmit={onSubmit} noValidate data-testid="profile-form">
        <RequiredLegend />
        {/* Shown, not edited here: a new address proves itself through the e-mail change below. */}
        <TextField
          id="profile-email"
          label={t('account.security.email.current')}
          hint={t('account.security.email.currentHint')}
          type="email"
          readOnly
          registration={register('email')}
        />
        <TextField
          id="profile-phone"
          label={t('account.profile.phone')}
          hint={t('account.profile.phoneHint')}
          required
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          maxLength={20}
          error={errors.phone?.message}
          registration={register('phone', {
            validate: async (value) =>
              !value.replace(/\D/g, '')
                ? t('account.profile.errors.phoneRequired')
                : (await loadPhoneNumbers()).isValidPhone(value, country) ||
                  t('account.profile.errors.phoneInvalid'),
            onBlur: (event: { target: { value: string } }) =>
              setValue('phone', displayPhone(event.target.value)),
          })}
        />
        {withState ? (
          <>
            {mustChooseState ? (
              <p className="notice" data-testid="profile-state-prompt">
                {profile.stateAsTyped
                  ? t('account.profile.statePromptTyped', { typed: profile.stateAsTyped })
                  : t('account.profile.statePrompt')}
              </p>
            ) : null}
            <StateField
              control={control}
              id="profile-state"
              hint={t('account.profile.stateHint')}
              validate={(value) => Boolean(value) || t('account.profile.errors.stateRequired')}
            />
          </>
        ) : null}
        {errors.root ? (
          <p className="field__error" role="alert">
            {errors.root.message}
          </p>
        ) : null}
        <p className="page__actions">
          <button type="submit" className="button button--primary" disabled={isSubmitting}>
            {isSubmitting ? t('account.profile.saving') : t('account.profile.save')}
          </button>
        </p>
      </form>
      <UnsavedChangesPrompt when={isDirty && !isSubmitting} />
    </>
  );
}
