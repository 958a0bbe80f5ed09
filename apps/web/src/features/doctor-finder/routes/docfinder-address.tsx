// Add (/docfinder/cadastro-endereco) or edit (/docfinder/editar-endereco/:id) a practice. Brazil: the CEP
// masked and looked up (it fills street, neighbourhood, UF and city when the service answers, else the
// physician types them), the UF from the 27 states, the city one combobox over that UF's cities; elsewhere the country's postal code and
// its state from the searchable list of its subdivisions (decision 010), the city typed. Leaving with
// unsaved changes asks first; deleting asks too.
import type { DocfinderAddress, DocfinderAddressBody } from '@portal/contracts';
import { isValidZip, listsStatesAndCities, zipInputMode, zipMask, zipMaxLength } from '@portal/countries';
import { isStateOf } from '@portal/countries/states';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { FormFooter } from '#components/ui/form-footer.tsx';
import { LoadingState } from '#components/ui/states.tsx';
import '#styles/account.css';
import '../components/doctor-finder.css';
import { Field, RequiredLegend, TextField } from '#components/ui/form-field.tsx';
import { StateField } from '#components/ui/state-select.tsx';
import { toast } from '#components/ui/toaster.tsx';
import { UnsavedChangesPrompt } from '#components/ui/unsaved-changes-prompt.tsx';
import { ApiError } from '#lib/api-client.ts';
import { useCountry } from '#lib/country.ts';
import { usePageTitle } from '#lib/document-head.ts';
import { paths } from '#lib/paths.ts';
import {
  lookUpPostalCode,
  useAddress,
  useBrazilStates,
  useDeleteAddress,
  useSaveAddress,
} from '../api/docfinder.ts';
import { CityField } from '../components/city-field.tsx';
import { ConfirmDialog } from '../components/confirm-dialog.tsx';
import { UfOptions } from '../components/uf-options.tsx';

type AddressValues = Required<DocfinderAddressBody>;

const EMPTY: AddressValues = {
  postalCode: '',
  street: '',
  number: '',
  complement: '',
  district: '',
  state: '',
  city: '',
  phone: '',
  openingHours: '',
};

function valuesOf(address: DocfinderAddress): AddressValues {
  const { id: _id, stateName: _stateName, ...values } = address;
  return values;
}

export function Component() {
  const { t } = useTranslation();
  const { id } = useParams();
  const title = id ? t('docfinder.address.editTitle') : t('docfinder.address.addTitle');
  usePageTitle(title);
  const address = useAddress(id);
  return (
    <div className="container page page--narrow" data-testid="docfinder-address">
      <h1 className="page__title">{title}</h1>
      {id && address.isPending ? (
        <LoadingState scope="docfinder" />
      ) : id && !address.data ? (
        <p role="alert">{t('docfinder.address.notFound')}</p>
      ) : (
        <AddressForm id={id} initial={address.data ? valuesOf(address.data) : EMPTY} />
      )}
    </div>
  );
}

function AddressForm({ id, initial }: { id: string | undefined; initial: AddressValues }) {
  const { t } = useTranslation();
  const country = useCountry();
  const brazil = listsStatesAndCities(country);
  const mask = zipMask(country);
  const states = useBrazilStates(brazil);
  const save = useSaveAddress(id);
  const remove = useDeleteAddress();
  const navigate = useNavigate();
  const [done, setDone] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    setValue,
    watch,
    formState: { errors, isDirty },
  } = useForm<AddressValues>({ defaultValues: initial });
  const uf = watch('state');
  const cepLookup = useCepLookup(brazil, (found) => {
    const options = { shouldDirty: true, shouldValidate: false };
    setValue('street', found.street, options);
    setValue('district', found.district, options);
    setValue('state', found.uf, options);
    setValue('city', found.city, options);
  });

  // Navigate only once the form no longer counts as unsaved, so the prompt does not ask.
  useEffect(() => {
    if (done) void navigate(paths.docFinder.home.getHref());
  }, [done, navigate]);

  const required = { validate: (value: string) => Boolean(value.trim()) || t('docfinder.address.required') };

  const onSubmit = handleSubmit((values) => {
    setFailed(null);
    save.mutate(values, {
      onSuccess: () => {
        toast.success(t('docfinder.address.saved'));
        setDone(true);
      },
      onError: (error) => {
        const apiError = error instanceof ApiError ? error : null;
        const messages: Partial<Record<keyof AddressValues, string>> = {
          postalCode: brazil
            ? t('docfinder.address.postalCodeInvalid')
            : t('docfinder.address.postalCodeOtherInvalid'),
          city: t('docfinder.address.cityInvalid'),
          state: t('docfinder.address.stateChoose'),
          phone: t('docfinder.address.phoneInvalid'),
        };
        const fields = (apiError?.errors ?? [])
          .map((e) => e.path as keyof AddressValues)
          .filter((p) => p in messages);
        for (const field of fields) setError(field, { message: messages[field] ?? '' });
        if (fields.length === 0)
          setFailed(apiError?.status === 409 ? t('docfinder.address.limit') : t('docfinder.address.failed'));
      },
    });
  });

  const onDelete = () =>
    id &&
    remove.mutate(id, {
      onSuccess: () => {
        toast.success(t('docfinder.home.removed'));
        setConfirming(false);
        setDone(true);
      },
      onError: () => setFailed(t('docfinder.home.failed')),
    });

  const text = (
    field: keyof AddressValues,
    label: string,
    options: { max: number; required?: boolean; autoComplete?: string },
  ) => (
    <TextField
      id={`address-${field}`}
      label={label}
      required={options.required}
      maxLength={options.max}
      autoComplete={options.autoComplete}
      error={errors[field]?.message}
      registration={register(field, options.required ? required : {})}
    />
  );

  // The selects keep their saved value only if their options exist when they mount.
  if (brazil && !states.data) return <LoadingState scope="docfinder" />;
  return (
    <form className="form" noValidate onSubmit={onSubmit} data-testid="docfinder-address-form">
      <RequiredLegend />
      <TextField
        id="address-postalCode"
        label={brazil ? t('docfinder.address.postalCode') : t('docfinder.address.postalCodeOther')}
        required
        maxLength={zipMaxLength(country)}
        inputMode={zipInputMode(country)}
        autoComplete="postal-code"
        error={errors.postalCode?.message}
        registration={register('postalCode', {
          validate: (value) => {
            if (!value.trim()) return t('docfinder.address.required');
            if (isValidZip(country, value)) return true;
            return brazil
              ? t('docfinder.address.postalCodeInvalid')
              : t('docfinder.address.postalCodeOtherInvalid');
          },
          onChange: (event: { target: { value: string } }) => {
            const masked = mask(event.target.value);
            setValue('postalCode', masked, { shouldDirty: true });
            cepLookup.typed(masked);
          },
        })}
      />
      {brazil ? (
        <p className="field__hint" role="status" data-testid="address-cep-status">
          {cepLookup.state === 'idle' ? '' : t(CEP_MESSAGES[cepLookup.state])}
        </p>
      ) : null}
      {text('street', t('docfinder.address.street'), {
        max: 160,
        required: true,
        autoComplete: 'address-line1',
      })}
      {text('number', t('docfinder.address.number'), { max: 20, required: true })}
      {text('complement', t('docfinder.address.complement'), { max: 80, autoComplete: 'address-line2' })}
      {text('district', t('docfinder.address.district'), {
        max: 80,
        required: true,
        autoComplete: 'address-level3',
      })}
      {brazil ? (
        <>
          <Field
            id="address-state"
            label={t('docfinder.address.state')}
            required
            error={errors.state?.message}
          >
            <select
              id="address-state"
              className="field__input field__select"
              required
              aria-required
              autoComplete="address-level1"
              aria-invalid={errors.state ? true : undefined}
              aria-describedby={errors.state ? 'address-state-error' : undefined}
              {...register('state', {
                ...required,
                onChange: () => setValue('city', '', { shouldDirty: true }),
              })}
              // Controlled: the saved UF must show once the list of states arrives.
              value={uf}
            >
              <UfOptions states={states.data} />
            </select>
          </Field>
          <CityField
            control={control}
            uf={uf}
            validate={(value) => Boolean(value.trim()) || t('docfinder.address.required')}
          />
        </>
      ) : (
        <>
          <StateField
            control={control}
            id="address-state"
            hint={t('docfinder.address.stateHint')}
            // A practice saved before states were codes may hold a text of no state: it must be chosen.
            validate={(value) => isStateOf(country, value) || t('docfinder.address.stateChoose')}
          />
          {text('city', t('docfinder.address.city'), {
            max: 80,
            required: true,
            autoComplete: 'address-level2',
          })}
        </>
      )}
      {text('phone', t('docfinder.address.phone'), { max: 30, autoComplete: 'tel' })}
      <TextField
        id="address-openingHours"
        label={t('docfinder.address.openingHours')}
        hint={t('docfinder.address.openingHoursHint')}
        maxLength={300}
        error={errors.openingHours?.message}
        registration={register('openingHours')}
      />
      <FormFooter
        error={failed}
        busy={save.isPending}
        label={t('docfinder.address.save')}
        busyLabel={t('docfinder.address.saving')}
      >
        <Link to={paths.docFinder.home.getHref()} className="button button--secondary">
          {t('docfinder.address.back')}
        </Link>
        {id ? (
          <button type="button" className="button button--secondary" onClick={() => setConfirming(true)}>
            {t('docfinder.home.remove')}
          </button>
        ) : null}
      </FormFooter>
      <UnsavedChangesPrompt when={isDirty && !done} />
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        testId="docfinder-confirm"
        title={t('docfinder.home.removeTitle')}
        body={t('docfinder.home.removeBody', { address: `${initial.street}, ${initial.number}` })}
        busy={remove.isPending}
        onConfirm={onDelete}
      />
    </form>
  );
}

type CepState = 'idle' | 'looking' | 'filled' | 'not-found' | 'unavailable';

const CEP_MESSAGES = {
  looking: 'docfinder.address.cepLooking',
  filled: 'docfinder.address.cepFilled',
  'not-found': 'docfinder.address.cepNotFound',
  unavailable: 'docfinder.address.cepUnavailable',
} as const;

/**
 * Looks a complete CEP up as it is typed (a newer CEP cancels the older look-up). The API answers within
 * its own 2 s deadline; whatever it says, the fields stay editable.
 */
function useCepLookup(
  enabled: boolean,
  fill: (found: { street: string; district: string; city: string; uf: string }) => void,
) {
  const [state, setState] = useState<CepState>('idle');
  const current = useRef<AbortController | null>(null);
  const fillRef = useRef(fill);
  fillRef.current = fill;
  useEffect(() => () => current.current?.abort(), []);
  const typed = (value: string) => {
    if (!enabled) return;
    const digits = value.replace(/\D/g, '');
    current.current?.abort();
    current.current = null;
    if (digits.length !== 8) {
      setState('idle');
      return;
    }
    const controller = new AbortController();
    current.current = controller;
    setState('looking');
    lookUpPostalCode(digits, controller.signal).then(
      (answer) => {
        if (controller.signal.aborted) return;
        if (answer.status === 'found') {
          fillRef.current(answer);
          setState('filled');
        } else setState(answer.status);
      },
      () => undefined,
    );
  };
  return { state, typed };
}
