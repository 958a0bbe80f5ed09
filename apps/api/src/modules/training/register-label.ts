// The holder's register as the certificate prints it.
import { asksRegisterNumber, type Country } from '@portal/countries';
import type { CertificateDetails } from './repository.ts';

/**
 * "CRM 123456/SP" where the physician names a council (Brazil); elsewhere the country's own name for the
 * number ("Cédula profesional 87654321", "Matrícula nacional 445566"). Null without a register number.
 */
export function registerLabel(
  details: Pick<CertificateDetails, 'registerType' | 'registerNumber' | 'registerUf'>,
  country: Country,
  fieldTexts: { nationalRegistration: string; rut: string },
) {
  if (!details.registerNumber) return null;
  const number = details.registerUf
    ? `${details.registerNumber}/${details.registerUf}`
    : details.registerNumber;
  if (asksRegisterNumber(country)) return details.registerType ? `${details.registerType} ${number}` : number;
  const fields = country.registerFields;
  const name = fields.includes('nationalRegistration')
    ? fieldTexts.nationalRegistration
    : fields.includes('RUT')
      ? fieldTexts.rut
      : country.labels.identityField;
  return `${name} ${number}`;
}
