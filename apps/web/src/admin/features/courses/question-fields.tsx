// One question of the bank editor: its text, its options (two to eight) and which one is right (a radio
// group, so exactly one can be chosen), an optional explanation shown to physicians with their result;
// move, remove, add options — all plain buttons, keyboard usable.
import { type UseFormReturn, useFieldArray } from 'react-hook-form';
import { controlAria, Field, TextField } from '#components/ui/form-field.tsx';
import { TextAreaField } from '../../components/fields.tsx';
import { useI18n } from '../../lib/i18n.tsx';
import type { ExamFormValues } from './exam-form.ts';

const MAX_OPTIONS = 8;

export function QuestionFields({
  form,
  index,
  count,
  onMove,
  onRemove,
}: {
  form: UseFormReturn<ExamFormValues>;
  index: number;
  count: number;
  onMove: (to: number) => void;
  onRemove: () => void;
}) {
  const { t } = useI18n();
  const options = useFieldArray({ control: form.control, name: `questions.${index}.options` });
  const errors = form.formState.errors.questions?.[index];
  const n = index + 1;
  const base = `exam-q${index}`;
  const correct = form.watch(`questions.${index}.correct`);

  // Removing an option keeps the right answer on the same option (indexes after it shift down).
  const removeOption = (o: number) => {
    const right = Number(correct);
    options.remove(o);
    const next = correct === '' || right === o ? '' : String(right > o ? right - 1 : right);
    form.setValue(`questions.${index}.correct`, next, { shouldDirty: true });
  };

  return (
    <fieldset className="admin-fieldset admin-question" data-testid={`exam-question-${index}`}>
      <legend>{t('courses.editor.question', { n })}</legend>
      <Field
        id={`${base}-text`}
        label={t('courses.editor.questionText', { n })}
        required
        error={errors?.question ? t('courses.editor.questionTooShort') : null}
      >
        <textarea
          className="field__input"
          rows={2}
          {...controlAria(`${base}-text`, { error: errors?.question ? 'x' : null })}
          {...form.register(`questions.${index}.question`)}
        />
      </Field>
      <fieldset
        className="admin-fieldset"
        aria-describedby={errors?.correct ? `${base}-right-error` : undefined}
      >
        <legend>{t('courses.editor.rightLegend', { n })}</legend>
        {options.fields.map((option, o) => (
          <div key={option.id} className="admin-option">
            <label className="admin-check">
              <input type="radio" value={String(o)} {...form.register(`questions.${index}.correct`)} />
              {t('courses.editor.rightOption', { n: o + 1 })}
            </label>
            <TextField
              id={`${base}-o${o}`}
              label={t('courses.editor.option', { n: o + 1, q: n })}
              required
              registration={form.register(`questions.${index}.options.${o}.text`)}
              error={errors?.options?.[o]?.text ? t('courses.editor.optionRequired') : null}
            />
            <button
              type="button"
              className="button button--secondary button--small"
              onClick={() => removeOption(o)}
              disabled={options.fields.length <= 2}
            >
              {t('courses.editor.removeOption', { o: o + 1, q: n })}
            </button>
          </div>
        ))}
        {errors?.correct ? (
          <p id={`${base}-right-error`} className="field__error">
            {t('courses.editor.chooseRight')}
          </p>
        ) : null}
        <button
          type="button"
          className="button button--secondary button--small"
          onClick={() => options.append({ text: '' })}
          disabled={options.fields.length >= MAX_OPTIONS}
        >
          {t('courses.editor.addOption', { n })}
        </button>
      </fieldset>
      <TextAreaField
        id={`${base}-explanation`}
        label={t('courses.editor.explanation', { n })}
        rows={2}
        registration={form.register(`questions.${index}.explanation`)}
      />
      <div className="page__actions">
        <button
          type="button"
          className="button button--secondary button--small"
          onClick={() => onMove(index - 1)}
          disabled={index === 0}
        >
          {t('courses.editor.moveUp', { n })}
        </button>
        <button
          type="button"
          className="button button--secondary button--small"
          onClick={() => onMove(index + 1)}
          disabled={index === count - 1}
        >
          {t('courses.editor.moveDown', { n })}
        </button>
        <button
          type="button"
          className="button button--secondary button--small"
          onClick={onRemove}
          disabled={count <= 1}
        >
          {t('courses.editor.removeQuestion', { n })}
        </button>
      </div>
    </fieldset>
  );
}
