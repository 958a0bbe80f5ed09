// The registration form's professional section: the country's register fields and the specialty.
import { type Country, formatRut } from '@portal/countries';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SelectField, TextField } from '#components/ui/form-field.tsx';
import { StateSelect } from '#components/ui/state-select.tsx';
import { useBrazilStates } from '../api/brazil-states.ts';
import { type RegistrationField, type RegistrationValues, registerNumberField } from '../lib/registration.ts';
import { identifierFormatOf } from '../lib/validation.ts';
import { FormAlert } from './form-alert.tsx';
import { fieldId, useFieldMessage, useRegistrationLabels } from './registration-fields.ts';
import { RegistryCheckResult, type RegistryState } from './registry-check.tsx';

interface ProfessionalSectionProps {
  country: Country;
  fields: ReadonlySet<RegistrationField>;
  /** The registry's answer about the number typed so far. */
  registry: RegistryState;
  /** The number, its UF or its council changed: the registry is asked again. */
  onNumberChange: () => void;
}

const IDENTIFIER_FIELDS = [
  'registerNumber',
  'identityDocumentOrMedicalCollegiate',
  'nationalRegistration',
  'provincialEnrollment',
  'RUT',
] as const satisfies RegistrationField[];

export function ProfessionalSection({ country, fields, registry, onNumberChange }: ProfessionalSectionProps) {
  const { t } = useTranslation();
  const { register, control, getValues, setValue, getFieldState } = useFormContext<RegistrationValues>();
  const labels = useRegistrationLabels(country);
  const message = useFieldMessage(country);
  const states = useBrazilStates(fields.has('registerUf'));
  const numberField = registerNumberField(country);
  // A RUT is shown as Chile writes it (12.345.678-5) while it is typed.
  const formatsAsRut = identifierFormatOf(country, numberField, getValues())?.kind === 'rut';
  const numberRegistration = register(numberField, {
    onChange: (event: { target: HTMLInputElement }) => {
      // The formatted value differs from the typed one, so react-hook-form drops its own check of this
      // change: a RUT shown as wrong is checked again here, or its message would outlive the fix.
      if (formatsAsRut) {
        const shouldValidate = getFieldState(numberField).invalid;
        setValue(numberField, formatRut(event.target.value), { shouldValidate });
      }
      onNumberChange();
    },
  });
  const asksAgain = { onChange: onNumberChange };

  const textField = (field: RegistrationField, required = true) => (
    <TextField
      key={field}
      id={fieldId(field)}
      label={labels[field]}
      required={required}
      autoComplete="off"
      maxLength={field === 'salesRepresentativeCode' ? 50 : 30}
      error={message(field)}
      registration={field === numberField ? numberRegistration : register(field)}
      hint={field === numberField ? <RegistryCheckResult state={registry} /> : undefined}
    />
  );

  return (
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
            registration={register('registerUf', asksAgain)}
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
          registration={register('registerType', asksAgain)}
        />
      ) : null}
      {IDENTIFIER_FIELDS.filter((field) => fields.has(field)).map((field) => textField(field))}
      {fields.has('salesRepresentativeCode') ? textField('salesRepresentativeCode', false) : null}
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
  );
}
