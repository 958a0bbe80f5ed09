// The course's attempt rules (issue 35): lessons before the exam, the pause between attempts, attempts per
// period and the plausible minimum time (faster attempts are marked for review in the reports). They apply
// at once, without MLR review: they protect the certificate, they do not say anything to physicians.
import { type AdminCourse, type CourseSettings, courseSettingsSchema } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { controlAria, Field } from '#components/ui/form-field.tsx';
import { ApiError } from '../../lib/api.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { saveCourseSettings } from './api.ts';

const NUMBERS = [
  'retakePauseHours',
  'maxAttemptsPerPeriod',
  'attemptPeriodDays',
  'minAttemptSeconds',
] as const;
type NumberName = (typeof NUMBERS)[number];

export function CourseRulesForm({
  course,
  canWrite,
  onSaved,
}: {
  course: AdminCourse;
  canWrite: boolean;
  onSaved: (course: AdminCourse) => void;
}) {
  const { t } = useI18n();
  const [lessonsRequired, setLessonsRequired] = useState(course.settings.lessonsRequired);
  const [numbers, setNumbers] = useState<Record<NumberName, string>>(() => ({
    retakePauseHours: String(course.settings.retakePauseHours),
    maxAttemptsPerPeriod: String(course.settings.maxAttemptsPerPeriod),
    attemptPeriodDays: String(course.settings.attemptPeriodDays),
    minAttemptSeconds:
      course.settings.minAttemptSeconds === null ? '' : String(course.settings.minAttemptSeconds),
  }));
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<NumberName, true>>>({});
  const [status, setStatus] = useState<'saved' | 'failed' | null>(null);
  const save = useMutation({
    mutationFn: (settings: CourseSettings) => saveCourseSettings(course.id, settings),
    onSuccess: (updated) => {
      setStatus('saved');
      onSaved(updated);
    },
    onError: (error) => {
      setStatus('failed');
      if (error instanceof ApiError)
        setFieldErrors(Object.fromEntries(error.errors.map((e) => [e.path.split('.').pop() ?? '', true])));
    },
  });

  const toNumber = (text: string) => (/^\d{1,6}$/.test(text.trim()) ? Number(text) : Number.NaN);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const candidate = {
      lessonsRequired,
      retakePauseHours: toNumber(numbers.retakePauseHours),
      maxAttemptsPerPeriod: toNumber(numbers.maxAttemptsPerPeriod),
      attemptPeriodDays: toNumber(numbers.attemptPeriodDays),
      minAttemptSeconds: numbers.minAttemptSeconds.trim() === '' ? null : toNumber(numbers.minAttemptSeconds),
    };
    const parsed = courseSettingsSchema.safeParse(candidate);
    if (!parsed.success) {
      setStatus('failed');
      setFieldErrors(Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), true])));
      return;
    }
    setFieldErrors({});
    save.mutate(parsed.data);
  };

  return (
    <section aria-labelledby="course-rules-heading" className="admin-section">
      <h2 id="course-rules-heading" className="admin-subheading">
        {t('courses.rules.heading')}
      </h2>
      <form onSubmit={submit} noValidate data-testid="course-rules">
        <fieldset className="admin-fieldset" disabled={!canWrite}>
          <legend className="visually-hidden">{t('courses.rules.heading')}</legend>
          <label className="admin-check">
            <input
              type="checkbox"
              checked={lessonsRequired}
              onChange={(event) => setLessonsRequired(event.target.checked)}
            />
            {t('courses.rules.lessonsRequired')}
          </label>
          {NUMBERS.map((name) => {
            const id = `course-rules-${name}`;
            const error = fieldErrors[name] ? t('courses.editor.wholeNumber') : null;
            return (
              <Field key={name} id={id} label={t(`courses.rules.${name}`)} error={error}>
                <input
                  className="field__input"
                  inputMode="numeric"
                  value={numbers[name]}
                  onChange={(event) => setNumbers((old) => ({ ...old, [name]: event.target.value }))}
                  {...controlAria(id, { error })}
                />
              </Field>
            );
          })}
          <div className="page__actions">
            <button type="submit" className="button button--primary" disabled={save.isPending}>
              {t('courses.rules.save')}
            </button>
          </div>
        </fieldset>
        <p role="status" className="admin-status">
          {status === 'saved'
            ? t('courses.rules.saved')
            : status === 'failed'
              ? t('courses.rules.failed')
              : ''}
        </p>
      </form>
    </section>
  );
}
