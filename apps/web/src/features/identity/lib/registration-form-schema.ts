// The registration form's zod schema (for zodResolver): the API's own per-country rules of
// @portal/contracts, through validateRegistration, with each error at the form field it concerns.
import type { Country } from '@portal/countries';
import { z } from 'zod';
import { loadPhoneNumbers } from '#lib/phone-numbers.ts';
import type { RegistrationValues } from './registration.ts';
import { type RegistrationMode, validateRegistration } from './validation.ts';

export function registrationFormSchema(country: Country, mode: RegistrationMode) {
  return z.custom<RegistrationValues>().superRefine(async (values, context) => {
    // The numbering plans load with the form; a submit before they arrive waits for them.
    const errors = validateRegistration(country, values, mode, await loadPhoneNumbers());
    for (const [field, key] of Object.entries(errors)) {
      context.addIssue({ code: 'custom', path: [field], message: key });
    }
  });
}
