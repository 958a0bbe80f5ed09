// Speaker training and veevaID of one physician.
import { zodResolver } from '@hookform/resolvers/zod';
import type { PhysicianDetail } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { controlAria, Field } from '#components/ui/form-field.tsx';
import { ConsoleForm } from '../../components/console-form.tsx';
import { Section } from '../../components/section.tsx';
import { useI18n } from '../../lib/i18n.tsx';
import { updatePhysician } from './api.ts';

const schema = z.object({
  canAccessSpeakTraining: z.boolean(),
  veevaId: z
    .string()
    .trim()
    .max(40)
    .regex(/^[A-Za-z0-9._-]*$/),
});
type Values = z.infer<typeof schema>;

export function AccessForm({
  physician,
  onDone,
  onError,
}: {
  physician: PhysicianDetail;
  onDone: (next: PhysicianDetail) => void;
  onError: (reason: unknown) => void;
}) {
  const { t } = useI18n();
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    values: { canAccessSpeakTraining: physician.canAccessSpeakTraining, veevaId: physician.veevaId ?? '' },
  });
  const save = useMutation({
    mutationFn: (values: Values) => updatePhysician(physician.id, values),
    onSuccess: onDone,
    onError,
  });
  const veevaError = form.formState.errors.veevaId ? t('common.invalid') : null;

  return (
    <Section id="access" heading={t('physicians.accessHeading')}>
      <ConsoleForm onSubmit={form.handleSubmit((values) => save.mutate(values))}>
        <label className="admin-check">
          <input type="checkbox" {...form.register('canAccessSpeakTraining')} />
          {t('physicians.speakerTraining')}
        </label>
        <Field
          id="physician-veeva"
          label={t('physicians.veevaId')}
          hint={t('physicians.veevaHint')}
          error={veevaError}
        >
          <input
            className="field__input"
            maxLength={40}
            {...controlAria('physician-veeva', { error: veevaError, hint: t('physicians.veevaHint') })}
            {...form.register('veevaId')}
          />
        </Field>
        <button
          type="submit"
          className="button button--primary"
          disabled={save.isPending || !form.formState.isDirty}
        >
          {t('common.save')}
        </button>
      </ConsoleForm>
    </Section>
  );
}
