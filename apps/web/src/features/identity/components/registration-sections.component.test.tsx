// The registration form's sections as a person fills them in, per country: which fields each country
// asks for, the messages of the shared rules (@portal/contracts) next to the fields, and what typing does.
import { COUNTRIES } from '@portal/countries';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRegistration } from '#test/render-registration.tsx';
import { countryFields, type RegistrationField } from '../lib/registration.ts';
import { AccessSection } from './registration-access-section.tsx';
import { ConsentsSection } from './registration-consents-section.tsx';
import { fieldId } from './registration-fields.ts';
import { PersonalSection } from './registration-personal-section.tsx';
import { ProfessionalSection } from './registration-professional-section.tsx';

afterEach(cleanup);

const input = (field: RegistrationField) => {
  const element = document.getElementById(fieldId(field));
  if (!element) throw new Error(`no field ${field}`);
  return element as HTMLInputElement;
};
const errorOf = (field: RegistrationField) =>
  document.getElementById(`${fieldId(field)}-error`)?.textContent ?? null;
const fieldsOf = (code: keyof typeof COUNTRIES) => new Set(countryFields(COUNTRIES[code]));
const submit = () => userEvent.click(screen.getByRole('button', { name: 'submit' }));

describe('PersonalSection', () => {
  const personal = (code: keyof typeof COUNTRIES, onEmailBlur = vi.fn()) =>
    renderRegistration(
      <PersonalSection
        country={COUNTRIES[code]}
        fields={fieldsOf(code)}
        emailReadOnly={false}
        emailChecking={false}
        onEmailBlur={onEmailBlur}
      />,
      COUNTRIES[code],
    );

  it("asks Mexico's treatment, not Colombia's; both names point at the council-record hint", async () => {
    const { i18n } = await personal('MX');
    expect(input('treatment').tagName).toBe('SELECT');
    const hint = document.getElementById(`${fieldId('firstName')}-hint`);
    expect(hint?.textContent).toBe(i18n.t('identity.fields.nameAsRegisteredHint'));
    for (const field of ['firstName', 'lastName'] as const) {
      expect(input(field).getAttribute('aria-describedby')).toContain(`${fieldId('firstName')}-hint`);
    }
    cleanup();
    await personal('CO');
    expect(document.getElementById(fieldId('treatment'))).toBeNull();
  });

  it('says next to the phone when it is no number of the country, and tidies a valid one', async () => {
    const { i18n } = await personal('MX');
    await userEvent.type(input('phone'), '31987654321');
    await userEvent.tab();
    await waitFor(() => expect(errorOf('phone')).toBe(i18n.t('identity.errors.phone')));
    expect(input('phone').getAttribute('aria-invalid')).toBe('true');
    await userEvent.clear(input('phone'));
    await userEvent.type(input('phone'), '5512345678');
    await userEvent.tab();
    await waitFor(() => expect(errorOf('phone')).toBeNull());
    expect(input('phone').value).toBe('55 1234 5678');
  });

  it('hands the e-mail to the availability check when it is left', async () => {
    const onEmailBlur = vi.fn();
    await personal('BR', onEmailBlur);
    await userEvent.type(input('email'), 'ana@example.com');
    await userEvent.tab();
    expect(onEmailBlur).toHaveBeenCalledWith('ana@example.com');
  });
});

describe('ProfessionalSection', () => {
  const professional = (code: keyof typeof COUNTRIES, onNumberChange = vi.fn()) =>
    renderRegistration(
      <ProfessionalSection
        country={COUNTRIES[code]}
        fields={fieldsOf(code)}
        registry={{ status: 'idle' }}
        onNumberChange={onNumberChange}
      />,
      COUNTRIES[code],
    );

  it('Chile: writes the RUT as Chile does while it is typed and refuses a wrong check digit', async () => {
    const onNumberChange = vi.fn();
    const { i18n } = await professional('CL', onNumberChange);
    expect(document.getElementById(fieldId('registerNumber'))).toBeNull();
    await userEvent.type(input('RUT'), '7654321K');
    expect(input('RUT').value).toBe('7.654.321-K');
    expect(onNumberChange).toHaveBeenCalled();
    await submit();
    await waitFor(() => expect(errorOf('RUT')).toBe(i18n.t('identity.errors.rut')));
    await userEvent.clear(input('RUT'));
    await userEvent.type(input('RUT'), '76543216');
    expect(input('RUT').value).toBe('7.654.321-6');
    await waitFor(() => expect(errorOf('RUT')).toBeNull());
  });

  it("Brazil: the UF from the states list, the council, and a CRM number's length", async () => {
    const { i18n } = await professional('BR');
    const ufs = [...(input('registerUf') as unknown as HTMLSelectElement).options].map((o) => o.value);
    expect(ufs).toEqual(expect.arrayContaining(['MG', 'SP']));
    const councils = [...(input('registerType') as unknown as HTMLSelectElement).options].map((o) => o.value);
    expect(councils).toEqual(expect.arrayContaining(['CRM', 'COREN', 'CRF']));
    await userEvent.type(input('registerNumber'), '1234567');
    await submit();
    await waitFor(() =>
      expect(errorOf('registerNumber')).toBe(i18n.t('identity.errors.identifierDigitsUpTo', { max: 6 })),
    );
    expect(errorOf('registerUf')).toBe(i18n.t('identity.errors.select'));
    // A nurse's COREN number may be longer.
    await userEvent.selectOptions(input('registerType'), 'COREN');
    await submit();
    await waitFor(() => expect(errorOf('registerNumber')).toBeNull());
  });

  it("Argentina: both enrolments are required, Mexico's sales code is not", async () => {
    const { i18n } = await professional('AR');
    await submit();
    await waitFor(() => expect(errorOf('nationalRegistration')).toBe(i18n.t('identity.errors.required')));
    expect(errorOf('provincialEnrollment')).toBe(i18n.t('identity.errors.required'));
    expect(errorOf('specialty')).toBe(i18n.t('identity.errors.select'));
    expect(document.getElementById(fieldId('RUT'))).toBeNull();
    cleanup();
    const mx = await professional('MX');
    await submit();
    await waitFor(() =>
      expect(errorOf('identityDocumentOrMedicalCollegiate')).toBe(mx.i18n.t('identity.errors.required')),
    );
    expect(input('salesRepresentativeCode').required).toBe(false);
    expect(errorOf('salesRepresentativeCode')).toBeNull();
  });
});

describe('AccessSection', () => {
  it('says when the confirmation differs from the password', async () => {
    const { i18n } = await renderRegistration(<AccessSection country={COUNTRIES.BR} />, COUNTRIES.BR);
    await userEvent.type(input('password'), 'Segura-Senha-2026');
    await userEvent.type(input('passwordConfirmation'), 'Segura-Senha-2025');
    await submit();
    await waitFor(() =>
      expect(errorOf('passwordConfirmation')).toBe(i18n.t('identity.errors.passwordMismatch')),
    );
    expect(errorOf('password')).toBeNull();
  });
});

describe('ConsentsSection', () => {
  it('Brazil asks the terms consent besides the declarations; Peru does not', async () => {
    const { i18n } = await renderRegistration(
      <ConsentsSection country={COUNTRIES.BR} fields={fieldsOf('BR')} />,
      COUNTRIES.BR,
    );
    await submit();
    const mustAccept = i18n.t('identity.errors.mustAccept');
    await waitFor(() => expect(errorOf('iamDoctor')).toBe(mustAccept));
    expect(errorOf('readAcceptTerms')).toBe(mustAccept);
    expect(errorOf('termsConsent')).toBe(mustAccept);
    expect(errorOf('acceptNews')).toBeNull();
    // The legal documents open in a new tab: following one keeps what was typed.
    const terms = screen.getByRole('link', { name: new RegExp(COUNTRIES.BR.legal.terms.label) });
    expect(terms.getAttribute('target')).toBe('_blank');
    cleanup();
    await renderRegistration(
      <ConsentsSection country={COUNTRIES.PE} fields={fieldsOf('PE')} />,
      COUNTRIES.PE,
    );
    expect(document.getElementById(fieldId('termsConsent'))).toBeNull();
  });
});
