// A media reference typed as text: an uploaded `/media/...` path or an https URL (the product's image and
// its medicine insert), typed or filled by the upload field beside it.
import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from '#components/ui/form-field.tsx';
import { useI18n } from '../../lib/i18n.tsx';

export function MediaPathField({
  id,
  label,
  registration,
  invalid,
}: {
  id: string;
  label: string;
  registration: UseFormRegisterReturn;
  invalid: boolean;
}) {
  const { t } = useI18n();
  return (
    <TextField
      id={id}
      label={label}
      hint={t('products.pathHint')}
      registration={registration}
      error={invalid ? t('products.invalidPath') : null}
    />
  );
}
