// Joining the doctor-finder (/docfinder/cadastro): the physician confirms the name shown, the register
// number and state (the API checks them against the registry), the specialties and a public phone, and
// gives the explicit, versioned consent to be listed publicly (recorded with its text and time).
import type { DocfinderMe } from '@portal/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate } from 'react-router';
import { ChoiceGroup } from '#components/ui/choice-group.tsx';
import { FormFooter } from '#components/ui/form-footer.tsx';
import { ErrorState, LoadingState } from '#components/ui/states.tsx';
import '#styles/account.css';
import '../components/doctor-finder.css';
import { CheckboxField, TextField } from '#components/ui/form-field.tsx';
import { toast } from '#components/ui/toaster.tsx';
import { ApiError } from '#lib/api-client.ts';
import { useCountry } from '#lib/country.ts';
import { usePageTitle } from '#lib/document-head.ts';
import { paths } from '#lib/paths.ts';
import { useBrazilStates, useDocfinderMe, useJoin } from '../api/docfinder.ts';
import { UfOptions } from '../components/uf-options.tsx';

interface JoinValues {
  displayName: string;
  registerNumber: string;
  registerUf: string;
  specialties: string[];
  phone: string;
  consent: boolean;
}

export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('docfinder.join.title'));
  const me = useDocfinderMe();
  if (me.data?.listing) return <Navigate to={paths.docFinder.home.getHref()} replace />;
  return (
    <div className="container page page--narrow" data-testid="docfinder-register">
      <h1 className="page__title">{t('docfinder.join.title')}</h1>
      <p className="page__lead">{t('docfinder.join.lead')}</p>
      {me.isPending ? (
        <LoadingState scope="docfinder" />
      ) : me.isError ? (
        <ErrorState scope="docfinder" onRetry={() => void me.refetch()} />
      ) : (
        <JoinForm me={me.data} />
      )}
    </div>
  );
}

function JoinForm({ me }: { me: DocfinderMe }) {
  const { t } = useTranslation();
  const country = useCountry();
  const withUf = country.registerFields.includes('UF');
  const states = useBrazilStates(withUf);
  const join = useJoin();
  const navigate = useNavigate();
  const [failed, setFailed] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors },
  } = useForm<JoinValues>({
    defaultValues: {
      displayName: me.name,
      registerNumber: me.registerNumber,
      registerUf: me.registerUf,
      specialties: me.specialties,
      phone: '',
      consent: false,
    },
  });
  const required = { validate: (value: string) => Boolean(value.trim()) || t('docfinder.join.required') };

  const onSubmit = handleSubmit((values) => {
    setFailed(false);
    join.mutate(
      {
        displayName: values.displayName,
        registerNumber: values.registerNumber,
        registerUf: values.registerUf,
        specialties: values.specialties as DocfinderMe['specialties'],
        phone: values.phone,
        consent: { accepted: true, version: me.consentVersion, language: country.language },
      },
      {
        onSuccess: () => {
          toast.success(t('docfinder.join.joined'));
          void navigate(paths.docFinder.home.getHref());
        },
        onError: (error) => {
          const fields = error instanceof ApiError ? error.errors.map((e) => e.path) : [];
          if (fields.includes('registerNumber'))
            setError(
              'registerNumber',
              { message: t('docfinder.join.registryRefused') },
              { shouldFocus: true },
            );
          else if (fields.includes('phone'))
            setError('phone', { message: t('docfinder.join.phoneInvalid') }, { shouldFocus: true });
          else setFailed(true);
        },
      },
    );
  });

  // The UF select keeps the account's UF only if its options exist when it mounts.
  if (withUf && !states.data) return <LoadingState scope="docfinder" />;
  return (
    <form className="form" noValidate onSubmit={onSubmit} data-testid="docfinder-join-form">
      <TextField
        id="join-name"
        label={t('docfinder.join.displayName')}
        required
        maxLength={120}
        autoComplete="name"
        error={errors.displayName?.message}
        registration={register('displayName', required)}
      />
      <TextField
        id="join-register-number"
        label={t('docfinder.join.registerNumber')}
        required
        maxLength={20}
        inputMode="numeric"
        error={errors.registerNumber?.message}
        registration={register('registerNumber', required)}
      />
      {withUf ? (
        <div className={errors.registerUf ? 'field field--invalid' : 'field'}>
          <span className="field__label-row">
            <label htmlFor="join-register-uf" className="field__label">
              {t('docfinder.join.registerUf')}
            </label>
            <span className="field__required" aria-hidden="true">
              *
            </span>
          </span>
          <div className="field__control">
            <select
              id="join-register-uf"
              className="field__input field__select"
              required
              {...register('registerUf', required)}
              // Controlled: the account's UF must show once the list of states arrives.
              value={watch('registerUf')}
            >
              <UfOptions states={states.data} />
            </select>
          </div>
        </div>
      ) : null}
      <ChoiceGroup
        legend={t('docfinder.join.specialties')}
        options={country.specialties}
        labelOf={(specialty) => country.specialtyLabels[specialty]}
        input={() =>
          register('specialties', {
            validate: (v) => v.length > 0 || t('docfinder.join.specialtiesRequired'),
          })
        }
        error={errors.specialties?.message}
        errorId="join-specialties-error"
      />
      <TextField
        id="join-phone"
        type="tel"
        label={t('docfinder.join.phone')}
        maxLength={30}
        autoComplete="tel"
        error={errors.phone?.message}
        registration={register('phone')}
      />
      <section
        className="docfinder-consent"
        aria-labelledby="docfinder-consent-title"
        data-testid="docfinder-consent"
      >
        <h2 id="docfinder-consent-title">{t('docfinder.consent.title')}</h2>
        <ul>
          {t('docfinder.consent.points', { returnObjects: true }).map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
        <CheckboxField
          id="join-consent"
          label={t('docfinder.consent.accept')}
          required
          error={errors.consent?.message}
          registration={register('consent', { validate: (v) => v || t('docfinder.join.consentRequired') })}
        />
      </section>
      <FormFooter
        error={failed ? t('docfinder.join.failed') : null}
        busy={join.isPending}
        label={t('docfinder.join.submit')}
        busyLabel={t('docfinder.join.saving')}
      >
        <Link to={paths.docFinder.home.getHref()} className="button button--secondary">
          {t('docfinder.address.back')}
        </Link>
      </FormFooter>
    </form>
  );
}
