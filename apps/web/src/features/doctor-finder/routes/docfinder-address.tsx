// Add (/docfinder/cadastro-endereco) or edit (/docfinder/editar-endereco/:id) a practice address.
// Saving comes with the doctor-finder API; the form already asks before leaving with unsaved changes.
import { zipMask } from '@portal/countries';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import '#styles/account.css';
import { TextField } from '#components/ui/form-field.tsx';
import { UnsavedChangesPrompt } from '#components/ui/unsaved-changes-prompt.tsx';
import { useCountry } from '#lib/country.ts';
import { usePageTitle } from '#lib/document-head.ts';
import { paths } from '#lib/paths.ts';

interface AddressValues {
  street: string;
  city: string;
  zip: string;
}

const FIELDS: readonly (keyof AddressValues)[] = ['street', 'city', 'zip'];
const REQUIRED: ReadonlySet<keyof AddressValues> = new Set(['street', 'city']);
const AUTOCOMPLETE: Record<keyof AddressValues, string> = {
  street: 'street-address',
  city: 'address-level2',
  zip: 'postal-code',
};

export function Component() {
  const { t } = useTranslation();
  const { id } = useParams();
  const country = useCountry();
  const title = id ? t('account.doctorFinder.editAddressTitle') : t('account.doctorFinder.addressTitle');
  usePageTitle(title);
  const [submitted, setSubmitted] = useState(false);
  const {
    register,
    handleSubmit,
    setValue,
    formState: { errors, isDirty },
  } = useForm<AddressValues>({ defaultValues: { street: '', city: '', zip: '' } });

  return (
    <div className="container page page--narrow" data-testid="docfinder-address">
      <h1 className="page__title">{title}</h1>
      <p className="page__lead">{t('account.doctorFinder.addressLead')}</p>
      <form className="form" noValidate onSubmit={handleSubmit(() => setSubmitted(true))}>
        {FIELDS.map((field) => (
          <TextField
            key={field}
            id={`address-${field}`}
            label={t(`account.doctorFinder.${field}`)}
            maxLength={field === 'zip' ? 9 : 200}
            inputMode={field === 'zip' ? 'numeric' : undefined}
            autoComplete={AUTOCOMPLETE[field]}
            error={errors[field]?.message}
            registration={register(field, {
              validate: (value) =>
                !REQUIRED.has(field) || Boolean(value.trim()) || t('account.doctorFinder.required'),
              onChange: (event: { target: { value: string } }) => {
                setSubmitted(false);
                const mask = field === 'zip' ? zipMask(country) : null;
                if (mask) setValue('zip', mask(event.target.value));
              },
            })}
          />
        ))}
        <p className="page__actions">
          <button type="submit" className="button button--primary">
            {t('account.doctorFinder.save')}
          </button>
          <Link to={paths.docFinder.home.getHref()} className="button button--secondary">
            {t('account.doctorFinder.back')}
          </Link>
        </p>
        <p role="status" className={submitted ? 'notice' : undefined}>
          {submitted ? t('account.doctorFinder.comingSoon') : null}
        </p>
      </form>
      <UnsavedChangesPrompt when={isDirty} />
    </div>
  );
}
