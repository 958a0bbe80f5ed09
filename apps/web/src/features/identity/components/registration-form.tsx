// The registration form: identity, the country's register fields, password and consents.
// Flow: initRegistration -> accounts.register (provider) -> POST /api/users -> "check your e-mail".
import { zodResolver } from '@hookform/resolvers/zod';
import { savedRegisterType, usesRegisterUf } from '@portal/countries';
import { useEffect, useRef, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '#lib/api-client.ts';
import { config } from '#lib/config.ts';
import { useCountry } from '#lib/country.ts';
import { paths } from '#lib/paths.ts';
import { local, STORAGE_KEYS } from '#lib/storage-keys.ts';
import { checkRegistry } from '../api/check-registry.ts';
import { isEmailAvailable } from '../api/email-available.ts';
import { registerUser } from '../api/register-user.ts';
import { mapApiFieldErrors } from '../lib/api-field-errors.ts';
import { type AutoComplete, isSignatureFresh } from '../lib/auto-complete.ts';
import { emailError } from '../lib/email-check.ts';
import {
  countryFields,
  emptyRegistration,
  normalizedRegisterNumber,
  portalRegistration,
  providerRegistration,
  type RegistrationField,
  type RegistrationValues,
  storedRegistration,
} from '../lib/registration.ts';
import { registrationFormSchema } from '../lib/registration-form-schema.ts';
import type { RegistrationMode } from '../lib/validation.ts';
import { failureMessages, getIdentityProvider } from '../provider/index.ts';
import type { ProviderFailure, SignedUid } from '../provider/types.ts';
import { FormAlert } from './form-alert.tsx';
import { IdentityForm } from './identity-form.tsx';
import { LeaveGuard } from './leave-guard.tsx';
import { AccessSection } from './registration-access-section.tsx';
import { ConsentsSection } from './registration-consents-section.tsx';
import { RegistrationErrorSummary } from './registration-error-summary.tsx';
import { FIELD_ORDER, fieldId } from './registration-fields.ts';
import { PersonalSection } from './registration-personal-section.tsx';
import { ProfessionalSection } from './registration-professional-section.tsx';
import type { RegistryState } from './registry-check.tsx';

export interface RegistrationDone {
  email: string;
  /** True when an existing provider account was completed (no e-mail to verify). */
  completed: boolean;
  signed: SignedUid | null;
}

type Alert = { kind: 'text'; text: string } | { kind: 'already-registered' } | { kind: 'expired' };

const REGISTRY_CHECK_DELAY_MS = 600;

interface RegistrationFormProps {
  autoComplete: AutoComplete | null;
  onDone: (done: RegistrationDone) => void;
}

export function RegistrationForm({ autoComplete, onDone }: RegistrationFormProps) {
  const { t } = useTranslation();
  const country = useCountry();
  const withUf = usesRegisterUf(country);
  const mode: RegistrationMode = { withPassword: !autoComplete };
  const fields = new Set(countryFields(country));
  // The country's rules of @portal/contracts, the same the API applies to what is sent.
  const [resolver] = useState(() => zodResolver(registrationFormSchema(country, mode)));
  const form = useForm<RegistrationValues>({
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
  const {
    handleSubmit,
    getValues,
    setError,
    formState: { isSubmitting, isDirty },
  } = form;
  const [alert, setAlert] = useState<Alert | null>(null);
  const [emailChecking, setEmailChecking] = useState(false);
  const [registry, setRegistry] = useState<RegistryState>({ status: 'idle' });
  const [finished, setFinished] = useState(false);
  // A provider account created by an earlier attempt of this page (the API then refused the data).
  const created = useRef<{ email: string; signed: SignedUid } | null>(null);
  const alertRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (alert) alertRef.current?.focus();
  }, [alert]);

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

  // Checked shortly after typing stops (not on blur): a message appearing while the pointer moves to
  // the next control would shift it away from under the click.
  const checkTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(checkTimer.current), []);
  const scheduleCheck = () => {
    setRegistry({ status: 'idle' });
    window.clearTimeout(checkTimer.current);
    checkTimer.current = window.setTimeout(() => void checkNumber(), REGISTRY_CHECK_DELAY_MS);
  };

  return (
    <IdentityForm
      screen="register"
      testId="registration"
      submitLabel={autoComplete ? t('identity.register.completeSubmit') : undefined}
      pending={isSubmitting}
      onSubmit={submit}
    >
      <LeaveGuard when={isDirty && !finished} />
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
      <FormProvider {...form}>
        <RegistrationErrorSummary country={country} />
        <PersonalSection
          country={country}
          fields={fields}
          emailReadOnly={Boolean(autoComplete?.email)}
          emailChecking={emailChecking}
          onEmailBlur={(value) => {
            if (!autoComplete) void checkEmail(value);
          }}
        />
        <ProfessionalSection
          country={country}
          fields={fields}
          registry={registry}
          onNumberChange={scheduleCheck}
        />
        {mode.withPassword ? <AccessSection country={country} /> : null}
        <ConsentsSection country={country} fields={fields} />
      </FormProvider>
    </IdentityForm>
  );
}
