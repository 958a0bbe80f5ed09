// The exam editor: the rules (exam-settings-fields.tsx) and the question bank (question-fields.tsx).
// Saving writes a draft version (a new one after an approval); the live bank changes only when a
// reviewer approves it. Leaving with typed changes asks first.
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import { ConsoleForm } from '../../components/console-form.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { ApiError } from '../../lib/api.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { useLeaveGuard } from '../../lib/leave-guard.ts';
import { courseQuery, saveExam } from './api.ts';
import { type ExamFormValues, emptyQuestion, examFormSchema, initialValues, toDraft } from './exam-form.ts';
import { ExamSettingsFields } from './exam-settings-fields.tsx';
import { ExamStateBadge } from './exam-state-badge.tsx';
import { QuestionFields } from './question-fields.tsx';

export function ExamEditorPage() {
  const { id = '' } = useParams();
  const { t } = useI18n();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const course = useQuery(courseQuery(id));
  const form = useForm<ExamFormValues>({ resolver: zodResolver(examFormSchema) });
  const questions = useFieldArray({ control: form.control, name: 'questions' });
  const [saveError, setSaveError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const data = course.data;

  useEffect(() => {
    if (data) form.reset(initialValues(data));
  }, [data, form]);

  useLeaveGuard(form.formState.isDirty && !saved, t('courses.editor.leaveConfirm'));
  // Navigate once the guard has seen the saved state (the data is no longer at risk).
  useEffect(() => {
    if (saved) navigate(`/courses/${id}`);
  }, [saved, id, navigate]);

  const save = useMutation({
    mutationFn: (values: ExamFormValues) => saveExam(id, toDraft(values)),
    onSuccess: async (updated) => {
      queryClient.setQueryData(courseQuery(id).queryKey, updated);
      await queryClient.invalidateQueries({ queryKey: ['admin', 'courses'], exact: true });
      setSaved(true);
    },
    onError: (error) =>
      setSaveError(
        error instanceof ApiError && error.status === 400 && error.errors.length > 0
          ? t('courses.editor.serverInvalid', { fields: error.errors.map((e) => e.path).join(', ') })
          : error instanceof ApiError && error.status === 409
            ? t('common.conflict', { message: error.message })
            : error instanceof ApiError && error.status === 403
              ? t('common.forbidden')
              : t('common.error'),
      ),
  });

  if (course.isPending) return <p>{t('common.loading')}</p>;
  if (!data) return <p role="alert">{t('common.error')}</p>;
  const { errors } = form.formState;
  const latest = data.versions[0];

  return (
    <>
      <PageHeader
        title={t('courses.editor.heading', { title: data.title })}
        back={{ to: `/courses/${id}`, label: data.title }}
        state={<ExamStateBadge course={data} />}
      />
      {!latest || latest.status === 'approved' ? (
        <p className="admin-note">{t('courses.editor.newVersion')}</p>
      ) : null}
      {data.openAttempts > 0 ? (
        <p className="admin-note">{t('courses.openAttemptsNote', { count: data.openAttempts })}</p>
      ) : null}
      <ConsoleForm
        onSubmit={form.handleSubmit((values) => {
          setSaveError(null);
          save.mutate(values);
        })}
      >
        <ExamSettingsFields form={form} bankSize={questions.fields.length} />

        <h2 className="admin-subheading">
          {t('courses.questionsHeading', { count: questions.fields.length })}
        </h2>
        {questions.fields.length === 0 ? <p>{t('courses.noQuestions')}</p> : null}
        {questions.fields.map((question, index) => (
          <QuestionFields
            key={question.id}
            form={form}
            index={index}
            count={questions.fields.length}
            onMove={(to) => questions.move(index, to)}
            onRemove={() => questions.remove(index)}
          />
        ))}
        {errors.questions?.root || errors.questions?.message ? (
          <p role="alert" className="field__error">
            {t('courses.editor.atLeastOne')}
          </p>
        ) : null}
        <div className="page__actions">
          <button
            type="button"
            className="button button--secondary"
            onClick={() => questions.append(emptyQuestion())}
          >
            {t('courses.editor.addQuestion')}
          </button>
        </div>

        {saveError ? (
          <p role="alert" className="field__error">
            {saveError}
          </p>
        ) : null}
        <div className="page__actions">
          <button type="submit" className="button button--primary" disabled={save.isPending}>
            {t('common.save')}
          </button>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => navigate(`/courses/${id}`)}
          >
            {t('common.cancel')}
          </button>
        </div>
      </ConsoleForm>
    </>
  );
}
