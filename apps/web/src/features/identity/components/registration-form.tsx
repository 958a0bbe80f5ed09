// The registration form: identity, the country's register fields, password and consents.
// Flow: initRegistration -> accounts.register (provider) -> POST /api/users -> "check your e-mail".
import { type Country, formatRut, phoneRules, savedRegisterType, usesRegisterUf } from '@portal/countries';
import { useEffect, useRef, useState } from 'react';
import { Controller, type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CheckboxField, SelectField, TextField } from '#components/ui/form-field.tsx';
import { PasswordField } from '#components/ui/password-field.tsx';
import { SmartLink } from '#components/ui/smart-link.tsx';
import { StateSelect } from '#components/ui/state-select.tsx';
import { ApiError } from '#lib/api-client.ts';
import { config } from '#lib/config.ts';
import { useCountry } from '#lib/country.ts';
import { paths } from '#lib/paths.ts';
import { loadPhoneNumbers, usePhoneNumbers } from '#lib/phone-numbers.ts';
import { local, STORAGE_KEYS } from '#lib/storage-keys.ts';
import { useBrazilStates } from '../api/brazil-states.ts';
import { checkRegistry } from '../api/check-registry.ts';
import { isEmailAvailable } from '../api/email-available.ts';
import { registerUser } from '../api/register-user.ts';
import { mapApiFieldErrors } from '../lib/api-field-errors.ts';
import { type AutoComplete, isSignatureFresh } from '../lib/auto-complete.ts';
import {
  countryFields,
  emptyRegistration,
  normalizedRegisterNumber,
  portalRegistration,
  providerRegistration,
  type RegistrationField,
  type RegistrationValues,
  registerNumberField,
  storedRegistration,
} from '../lib/registration.ts';
import {
  type ErrorKey,
  emailError,
  identifierFormatOf,
  type RegistrationMode,
  validateRegistration,
} from '../lib/validation.ts';
import { failureMessages, getIdentityProvider } from '../provider/index.ts';
import type { ProviderFailure, SignedUid } from '../provider/types.ts';
import { ErrorSummary } from './error-summary.tsx';
import { FormAlert } from './form-alert.tsx';
import { IdentityForm } from './identity-form.tsx';
import { LeaveGuard } from './leave-guard.tsx';
import { RegistryCheckResult, type RegistryState } from './registry-check.tsx';

export interface RegistrationDone {
  email: string;
  /** True when an existing provider account was completed (no e-mail to verify). */
  completed: boolean;
  signed: SignedUid | null;
}

type Alert = { kind: 'text'; text: string } | { kind: 'already-registered' } | { kind: 'expired' };

const REGISTRY_CHECK_DELAY_MS = 600;

/** The form's ids: `register-{field}` (stable hooks for tests and the error summary). */
export const fieldId = (field: RegistrationField) => `register-${field}`;

// Summary and focus follow the order fields appear in.
const FIELD_ORDER: RegistrationField[] = [
  'treatment',
  'firstName',
  'lastName',
  'email',
  'phone',
  'state',
  'registerUf',
  'registerType',
  'registerNumber',
  'identityDocumentOrMedicalCollegiate',
  'nationalRegistration',
  'provincialEnrollment',
  'RUT',
  'salesRepresentativeCode',
  'specialty',
  'password',
  'passwordConfirmation',
  'iamDoctor',
  'readAcceptTerms',
  'acceptNews',
  'termsConsent',
];

function resolverFor(country: Country, mode: RegistrationMode): Resolver<RegistrationValues> {
  return async (values) => {
    const errors = validateRegistration(country, values, mode, await loadPhoneNumbers());
    const entries = Object.entries(errors);
    if (entries.length === 0) return { values, errors: {} };
    return {
      values: {},
      errors: Object.fromEntries(entries.map(([field, key]) => [field, { type: 'validate', message: key }])),
    };
  };
}

interface RegistrationFormProps {
  autoComplete: AutoComplete | null;
  onDone: (done: RegistrationDone) => void;
}

export function RegistrationForm({ autoComplete, onDone }: RegistrationFormProps) {
  const { t } = useTranslation();
  const country = useCountry();
  const withUf = usesRegisterUf(country);
  const phoneFormat = phoneRules(country);
  const phones = usePhoneNumbers();
  const mode: RegistrationMode = { withPassword: !autoComplete };
  const fields = new Set(countryFields(country));
  const [resolver] = useState(() => resolverFor(country, mode));
  const {
    register,
    control,
    handleSubmit,
    watch,
    getValues,
    setValue,
    setError,
    trigger,
    formState: { errors, isSubmitting, isDirty, submitCount },
  } = useForm<RegistrationValues>({
    defaultValues: emptyRegistration({
      email: autoComplete?.email ?? '',
      firstName: autoComplete?.firstName ?? '',
      lastName: autoComplete?.lastName ?? '',
    }),
    mode: 'onTouched',
    resolver,
    // Focus follows the page order (below), not the order fields were registered in.
    shouldFocusError: false,
  });
  const [alert, setAlert] = useState<Alert | null>(null);
  const [emailChecking, setEmailChecking] = useState(false);
  const [registry, setRegistry] = useState<RegistryState>({ status: 'idle' });
  const [finished, setFinished] = useState(false);
  // A provider account created by an earlier attempt of this page (the API then refused the data).
  const created = useRef<{ email: string; signed: SignedUid } | null>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const states = useBrazilStates(fields.has('registerUf'));
  const registerType = watch('registerType');

  useEffect(() => {
    if (alert) alertRef.current?.focus();
  }, [alert]);

  const message = (field: RegistrationField) => {
    const key = errors[field]?.message as ErrorKey | undefined;
    if (!key) return undefined;
    // The length messages say how many digits the register's numbers have.
    const format = identifierFormatOf(country, field, getValues());
    return t(`identity.errors.${key}`, format?.kind === 'digits' ? { min: format.min, max: format.max } : {});
  };

  const labels: Record<RegistrationField, string> = {
    firstName: t('identity.fields.firstName'),
    lastName: t('identity.fields.lastName'),
    treatment: t('identity.fields.treatment'),
    email: t('identity.fields.email'),
    phone: t('identity.fields.phone'),
    password: t('identity.fields.password'),
    passwordConfirmation: t('identity.fields.passwordConfirmation'),
    state: country.labels.state,
    registerUf: country.labels.state,
    registerType: t('identity.fields.registerType'),
    registerNumber: t('identity.fields.registerNumber', { type: savedRegisterType(country, registerType) }),
    identityDocumentOrMedicalCollegiate: country.labels.identityField,
    nationalRegistration: t('identity.fields.nationalRegistration'),
    provincialEnrollment: t('identity.fields.provincialEnrollment'),
    RUT: t('identity.fields.rut'),
    salesRepresentativeCode: t('identity.fields.salesRepresentativeCode'),
    specialty: t('identity.fields.specialty'),
    iamDoctor: t('identity.register.consents.iamDoctor'),
    readAcceptTerms: t('identity.register.consents.readAcceptTerms'),
    acceptNews: t('identity.register.consents.acceptNews'),
    termsConsent: t('identity.register.consents.termsConsent'),
  };

  const summary =
    submitCount > 0
      ? FIELD_ORDER.flatMap((field) => {
          const text = message(field);
          return text ? [{ id: fieldId(field), label: labels[field], message: text }] : [];
        })
      : [];

  async function checkNumber(): Promise<void> {
    const values = getValues();
    const registerNumber = normalizedRegisterNumber(country, values);
    if (!registerNumber || (withUf && !values.registerUf)) return;
    setRegistry({ status: 'checking' });
    try {
      const result = await checkRegistry({
        registerNumber,
        registerType: savedRegisterType(country, values.registerType),
        registerUf: withUf ? values.registerUf : undefined,
      });
      setRegistry({ status: 'done', result });
    } catch {
      // The check is advisory: without an answer, say nothing.
      setRegistry({ status: 'idle' });
    }
  }

  async function checkEmail(email: string): Promise<boolean> {
    if (emailError(email)) return true;
    setEmailChecking(true);
    try {
      const available = await isEmailAvailable(email.trim());
      if (!available) setError('email', { type: 'taken', message: 'emailTaken' });
      return available;
    } catch {
      return true;
    } finally {
      setEmailChecking(false);
    }
  }

  function providerFailed(failure: ProviderFailure): void {
    if (failure.kind === 'validation') {
      for (const problem of failure.fields) {
        if (problem.field === 'email' && problem.reason === 'email-taken') {
          setError('email', { type: 'taken', message: 'emailTaken' }, { shouldFocus: true });
        } else if (problem.field === 'password') {
          setError('password', { type: 'policy', message: 'passwordPolicy' }, { shouldFocus: true });
        } else if (
          problem.field === 'firstName' ||
          problem.field === 'lastName' ||
          problem.field === 'email'
        ) {
          setError(problem.field, { type: 'provider', message: 'invalid' });
        }
      }
    }
    const messages = failureMessages(failure);
    setAlert({
      kind: 'text',
      text: messages
        ? t('identity.register.cannotCreate', { messages })
        : t('identity.register.cannotCreatePlain'),
    });
  }

  function apiFailed(error: unknown): void {
    if (error instanceof ApiError && error.status === 409) {
      setAlert({ kind: 'already-registered' });
      return;
    }
    if (error instanceof ApiError && error.status === 401) {
      setAlert({ kind: 'expired' });
      return;
    }
    const mapped = error instanceof ApiError ? mapApiFieldErrors(country, error.errors) : null;
    for (const field of mapped?.fields ?? []) setError(field, { type: 'server', message: 'invalid' });
    const messages = mapped?.messages.length
      ? mapped.messages.join(', ')
      : error instanceof Error
        ? error.message
        : '';
    setAlert({
      kind: 'text',
      text: messages
        ? t('identity.register.cannotCreate', { messages })
        : t('identity.register.cannotCreatePlain'),
    });
  }

  /** The provider account's login proof: the completed account's, or a new account's. */
  async function providerAccount(values: RegistrationValues): Promise<SignedUid | 'failed' | 'unsigned'> {
    if (autoComplete) {
      if (isSignatureFresh(autoComplete.signed, Date.now())) return autoComplete.signed;
      setAlert({ kind: 'expired' });
      return 'failed';
    }
    const email = values.email.trim().toLowerCase();
    const earlier = created.current;
    if (earlier && earlier.email === email && isSignatureFresh(earlier.signed, Date.now()))
      return earlier.signed;
    if (!(await checkEmail(email))) return 'failed';

    const provider = getIdentityProvider();
    const init = await provider.initRegistration();
    if (!init.ok) {
      setAlert({ kind: 'text', text: t('identity.register.initError') });
      return 'failed';
    }
    local.setItem(STORAGE_KEYS.registrationToken, init.regToken);
    const outcome = await provider.register({
      ...providerRegistration(country, values, init.regToken),
      data: { portalRegistration: storedRegistration(country, values, config.brand) },
    });
    if (!outcome.ok) {
      providerFailed(outcome.failure);
      return 'failed';
    }
    local.removeItem(STORAGE_KEYS.registrationToken);
    // A real CDC tenant signs nothing until the e-mail is verified: the portal user is then completed
    // at the first sign-in (the API answers 404 and the auto-complete registration starts).
    if (!outcome.signed) return 'unsigned';
    created.current = { email, signed: outcome.signed };
    return outcome.signed;
  }

  const focusFirstInvalid = (invalid: Partial<Record<RegistrationField, unknown>>) => {
    const first = FIELD_ORDER.find((field) => invalid[field]);
    if (first) document.getElementById(fieldId(first))?.focus();
  };

  const submit = handleSubmit(async (values) => {
    setAlert(null);
    const signed = await providerAccount(values);
    if (signed === 'failed') return;
    const email = values.email.trim().toLowerCase();
    if (signed === 'unsigned') {
      setFinished(true);
      onDone({ email, completed: false, signed: null });
      return;
    }
    try {
      const result = await registerUser(portalRegistration(country, values, signed, config.brand));
      if (!result.hasRegistred) {
        setAlert({ kind: 'text', text: t('identity.register.cannotCreatePlain') });
        return;
      }
    } catch (error) {
      apiFailed(error);
      return;
    }
    setFinished(true);
    onDone({ email, completed: Boolean(autoComplete), signed });
  }, focusFirstInvalid);

  // A valid number is shown in the country's national form; otherwise Brazil's mask tidies what was typed.
  const phone = register('phone', {
    onBlur: (event: { target: HTMLInputElement }) => {
      const national = phones?.parseCountryPhone(event.target.value, country)?.national;
      if (national) setValue('phone', national);
      else if (phoneFormat.display) setValue('phone', phoneFormat.display(event.target.value));
    },
  });
  const email = register('email', {
    onBlur: (event: { target: HTMLInputElement }) => {
      if (!autoComplete) void checkEmail(event.target.value);
    },
  });
  const numberField = registerNumberField(country);
  // Checked shortly after typing stops (not on blur): a message appearing while the pointer moves to
  // the next control would shift it away from under the click.
  const checkTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(checkTimer.current), []);
  const scheduleCheck = () => {
    setRegistry({ status: 'idle' });
    window.clearTimeout(checkTimer.current);
    checkTimer.current = window.setTimeout(() => void checkNumber(), REGISTRY_CHECK_DELAY_MS);
  };
  // A RUT is shown as Chile writes it (12.345.678-5) while it is typed.
  const formatsAsRut = identifierFormatOf(country, numberField, getValues())?.kind === 'rut';
  const numberRegistration = register(numberField, {
    onChange: (event: { target: HTMLInputElement }) => {
      if (formatsAsRut) setValue(numberField, formatRut(event.target.value));
      scheduleCheck();
    },
  });
  const resetRegistry = { onChange: scheduleCheck };

  const textField = (field: RegistrationField, props: { autoComplete?: string; required?: boolean } = {}) => (
    <TextField
      id={fieldId(field)}
      label={labels[field]}
      required={props.required ?? true}
      autoComplete={props.autoComplete ?? 'off'}
      maxLength={field === 'salesRepresentativeCode' ? 50 : 30}
      error={message(field)}
      registration={field === numberField ? numberRegistration : register(field)}
      hint={field === numberField ? <RegistryCheckResult state={registry} /> : undefined}
    />
  );

  return (
    <IdentityForm
      screen="register"
      testId="registration"
      submitLabel={autoComplete ? t('identity.register.completeSubmit') : undefined}
      pending={isSubmitting}
      onSubmit={submit}
    >
      <LeaveGuard when={isDirty && !finished} />
      <p className="identity-form__hint">{t('identity.common.requiredHint')}</p>
      {alert ? (
        <div ref={alertRef} tabIndex={-1}>
          <FormAlert testId="registration-error">
            {alert.kind === 'text' ? alert.text : null}
            {alert.kind === 'already-registered' ? (
              <>
                {t('identity.register.alreadyRegistered')}{' '}
                <Link to={paths.signIn.getHref()}>{t('identity.common.goToSignIn')}</Link>
              </>
            ) : null}
            {alert.kind === 'expired' ? (
              <>
                {t('identity.register.signatureExpired')}{' '}
                <Link to={paths.signIn.getHref()}>{t('identity.common.goToSignIn')}</Link>
              </>
            ) : null}
          </FormAlert>
        </div>
      ) : null}
      <ErrorSummary items={summary} />

      <fieldset>
        <legend>{t('identity.register.sections.personal')}</legend>
        {fields.has('treatment') ? (
          <SelectField
            id={fieldId('treatment')}
            label={labels.treatment}
            required
            autoComplete="honorific-prefix"
            placeholder={t('identity.common.selectPlaceholder')}
            options={[
              { value: 'Dr.', label: t('identity.treatments.dr') },
              { value: 'Dra.', label: t('identity.treatments.dra') },
            ]}
            error={message('treatment')}
            registration={register('treatment')}
          />
        ) : null}
        <TextField
          id={fieldId('firstName')}
          label={labels.firstName}
          required
          autoComplete="given-name"
          maxLength={100}
          hint={t('identity.fields.nameAsRegisteredHint')}
          error={message('firstName')}
          registration={register('firstName')}
        />
        <TextField
          id={fieldId('lastName')}
          label={labels.lastName}
          required
          autoComplete="family-name"
          maxLength={100}
          describedByIds={[`${fieldId('firstName')}-hint`]}
          error={message('lastName')}
          registration={register('lastName')}
        />
        <TextField
          id={fieldId('email')}
          label={labels.email}
          type="email"
          required
          readOnly={Boolean(autoComplete?.email)}
          autoComplete="email"
          inputMode="email"
          maxLength={254}
          error={message('email')}
          hint={emailChecking ? <span role="status">{t('identity.register.emailChecking')}</span> : undefined}
          registration={email}
        />
        <TextField
          id={fieldId('phone')}
          label={labels.phone}
          type="tel"
          required
          autoComplete="tel-national"
          inputMode="tel"
          maxLength={phoneFormat.inputMaxLength}
          hint={t('identity.fields.phoneHint')}
          error={message('phone')}
          registration={phone}
        />
      </fieldset>

      <fieldset>
        <legend>{t('identity.register.sections.professional')}</legend>
        {fields.has('state') ? (
          <Controller
            control={control}
            name="state"
            render={({ field }) => (
              <StateSelect
                id={fieldId('state')}
                label={labels.state}
                required
                hint={t('identity.fields.stateHint')}
                error={message('state')}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                inputRef={field.ref}
              />
            )}
          />
        ) : null}
        {fields.has('registerUf') ? (
          <>
            <SelectField
              id={fieldId('registerUf')}
              label={labels.registerUf}
              required
              placeholder={t('identity.common.selectPlaceholder')}
              options={(states.data ?? []).map((state) => ({ value: state.code, label: state.name }))}
              error={message('registerUf')}
              registration={register('registerUf', resetRegistry)}
            />
            {states.isError ? <FormAlert>{t('identity.register.statesError')}</FormAlert> : null}
          </>
        ) : null}
        {fields.has('registerType') ? (
          <SelectField
            id={fieldId('registerType')}
            label={labels.registerType}
            required
            placeholder={t('identity.common.selectPlaceholder')}
            options={country.registerTypes.map((type) => ({
              value: type,
              label: t(`identity.registerTypes.${type}`),
            }))}
            error={message('registerType')}
            registration={register('registerType', resetRegistry)}
          />
        ) : null}
        {fields.has('registerNumber') ? textField('registerNumber') : null}
        {fields.has('identityDocumentOrMedicalCollegiate')
          ? textField('identityDocumentOrMedicalCollegiate')
          : null}
        {fields.has('nationalRegistration') ? textField('nationalRegistration') : null}
        {fields.has('provincialEnrollment') ? textField('provincialEnrollment') : null}
        {fields.has('RUT') ? textField('RUT') : null}
        {fields.has('salesRepresentativeCode')
          ? textField('salesRepresentativeCode', { required: false })
          : null}
        <SelectField
          id={fieldId('specialty')}
          label={labels.specialty}
          required
          placeholder={t('identity.common.selectPlaceholder')}
          options={country.registerSpecialties.map((option) => ({
            value: option.value,
            label: option.subText ? `${option.label} (${option.subText})` : option.label,
          }))}
          error={message('specialty')}
          registration={register('specialty')}
        />
      </fieldset>

      {mode.withPassword ? (
        <fieldset>
          <legend>{t('identity.register.sections.access')}</legend>
          <PasswordField
            id={fieldId('password')}
            label={labels.password}
            autoComplete="new-password"
            showRules
            error={message('password')}
            registration={register('password', {
              onChange: () => {
                if (getValues('passwordConfirmation')) void trigger('passwordConfirmation');
              },
            })}
          />
          <PasswordField
            id={fieldId('passwordConfirmation')}
            label={labels.passwordConfirmation}
            autoComplete="new-password"
            error={message('passwordConfirmation')}
            registration={register('passwordConfirmation')}
          />
        </fieldset>
      ) : null}

      <fieldset>
        <legend>{t('identity.register.sections.consents')}</legend>
        <CheckboxField
          id={fieldId('iamDoctor')}
          label={labels.iamDoctor}
          required
          error={message('iamDoctor')}
          registration={register('iamDoctor')}
        />
        <CheckboxField
          id={fieldId('readAcceptTerms')}
          label={labels.readAcceptTerms}
          required
          error={message('readAcceptTerms')}
          registration={register('readAcceptTerms')}
          hint={
            // New tab: following a link must not throw away what was typed.
            <span className="consent-documents">
              <SmartLink href={country.legal.terms.external ?? country.legal.terms.route} openInNewTab>
                {country.legal.terms.label}
              </SmartLink>
              {' · '}
              <SmartLink href={country.legal.privacy.external ?? country.legal.privacy.route} openInNewTab>
                {country.legal.privacy.label}
              </SmartLink>
            </span>
          }
        />
        <CheckboxField
          id={fieldId('acceptNews')}
          label={labels.acceptNews}
          registration={register('acceptNews')}
        />
        {fields.has('termsConsent') ? (
          <CheckboxField
            id={fieldId('termsConsent')}
            label={labels.termsConsent}
            required
            error={message('termsConsent')}
            registration={register('termsConsent')}
          />
        ) : null}
      </fieldset>
    </IdentityForm>
  );
}
