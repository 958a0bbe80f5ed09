// The exam's rules in the editor: questions drawn, pass mark, duration and its mode, and the instructions
// and terms as rich text (the portal renders them as HTML, sanitised by the server as content is).
import type { UseFormReturn } from 'react-hook-form';
import { controlAria, Field, TextField } from '#components/ui/form-field.tsx';
import { RichTextField } from '../../components/rich-text/rich-text-field.tsx';
import { useI18n } from '../../lib/i18n.tsx';
import type { ExamFormValues } from './exam-form.ts';

const NUMBERS = [
  { name: 'totalQuestions', id: 'exam-total' },
  { name: 'minCorrectQuestions', id: 'exam-min-correct' },
] as const;
const TEXTS = [
  { name: 'examInstructions', id: 'exam-instructions', label: 'instructions' },
  { name: 'examTerms', id: 'exam-terms', label: 'terms' },
] as const;

export function ExamSettingsFields({
  form,
  bankSize,
}: {
  form: UseFormReturn<ExamFormValues>;
  bankSize: number;
}) {
  const { t } = useI18n();
  const { errors } = form.formState;
  const mode = form.watch('durationMode');
  const numberError = (message: string | undefined) =>
    message === 'tooMany'
      ? t('courses.editor.tooManyDrawn', { count: bankSize })
      : message === 'passAbove'
        ? t('courses.editor.passAboveDrawn')
        : t('courses.editor.wholeNumber');

  return (
    <fieldset className="admin-fieldset">
      <legend>{t('courses.editor.settingsLegend')}</legend>
      {NUMBERS.map(({ name, id }) => (
        <TextField
          key={name}
          id={id}
          label={t(`courses.settings.${name}`)}
          required
          inputMode="numeric"
          registration={form.register(name)}
          error={errors[name] ? numberError(errors[name]?.message) : null}
        />
      ))}
      <Field id="exam-duration-mode" label={t('courses.settings.durationMode')} required>
        <select
          className="field__input"
          {...controlAria('exam-duration-mode')}
          {...form.register('durationMode')}
        >
          <option value="none">{t('courses.settings.untimed')}</option>
          <option value="minutes">{t('courses.settings.minutes')}</option>
          <option value="hours">{t('courses.settings.hours')}</option>
        </select>
      </Field>
      {mode !== 'none' ? (
        <TextField
          id="exam-duration"
          label={t('courses.settings.duration')}
          required
          inputMode="numeric"
          registration={form.register('examDuration')}
          error={errors.examDuration ? t('courses.editor.durationNeeded') : null}
        />
      ) : null}
      {TEXTS.map(({ name, id, label }) => (
        <RichTextField
          key={name}
          id={id}
          label={t(`courses.settings.${label}`)}
          profile="content"
          value={form.watch(name) ?? ''}
          onChange={(html) => form.setValue(name, html, { shouldDirty: true })}
        />
      ))}
    </fieldset>
  );
}
