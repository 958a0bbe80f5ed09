// After a submit, the registration form's problems in page order, each linking to its field.
import type { Country } from '@portal/countries';
import { useFormContext } from 'react-hook-form';
import type { RegistrationValues } from '../lib/registration.ts';
import { ErrorSummary } from './error-summary.tsx';
import { FIELD_ORDER, fieldId, useFieldMessage, useRegistrationLabels } from './registration-fields.ts';

export function RegistrationErrorSummary({ country }: { country: Country }) {
  const { formState } = useFormContext<RegistrationValues>();
  const labels = useRegistrationLabels(country);
  const message = useFieldMessage(country);
  const items =
    formState.submitCount > 0
      ? FIELD_ORDER.flatMap((field) => {
          const text = message(field);
          return text ? [{ id: fieldId(field), label: labels[field], message: text }] : [];
        })
      : [];
  return <ErrorSummary items={items} />;
}
