// The settings and questions of an exam (the live one, or a version in the works), right answers marked.
import type { ExamSettingsView } from '@portal/contracts';
import { useI18n } from '../../lib/i18n.tsx';

/** Instructions and terms may be HTML (the portal renders them): the summary shows their text. */
const plain = (html: string | null) => (html ?? '').replace(/<[^>]*>/g, ' ').trim();

interface Question {
  question: string;
  options: { text: string; isCorrect: boolean }[];
  explanation?: string | null;
}

export function ExamSummary({
  idPrefix,
  exam,
}: {
  idPrefix: string;
  exam: ExamSettingsView & { questions: Question[] };
}) {
  const { t } = useI18n();
  const duration =
    exam.examDuration && exam.examDurationMode
      ? t('courses.settings.durationValue', {
          value: exam.examDuration,
          unit: t(`courses.settings.${exam.examDurationMode}`),
        })
      : t('courses.settings.untimed');
  return (
    <>
      <dl className="admin-facts">
        <dt>{t('courses.settings.totalQuestions')}</dt>
        <dd>{exam.totalQuestions}</dd>
        <dt>{t('courses.settings.minCorrectQuestions')}</dt>
        <dd>{exam.minCorrectQuestions}</dd>
        <dt>{t('courses.settings.duration')}</dt>
        <dd>{duration}</dd>
        <dt>{t('courses.settings.instructions')}</dt>
        <dd>{plain(exam.examInstructions) || t('courses.none')}</dd>
        <dt>{t('courses.settings.terms')}</dt>
        <dd>{plain(exam.examTerms) || t('courses.none')}</dd>
      </dl>
      <h3 id={`${idPrefix}-questions`} className="admin-subheading">
        {t('courses.questionsHeading', { count: exam.questions.length })}
      </h3>
      {exam.questions.length === 0 ? <p>{t('courses.noQuestions')}</p> : null}
      <ol className="admin-bank" aria-labelledby={`${idPrefix}-questions`}>
        {exam.questions.map((question, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: questions have no id of their own; order is fixed
          <li key={index}>
            <p>{question.question}</p>
            <ul>
              {question.options.map((option, o) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: options have no id of their own
                <li key={o} className={option.isCorrect ? 'admin-bank__right' : undefined}>
                  {option.text}
                  {option.isCorrect ? <strong> ({t('courses.rightAnswer')})</strong> : null}
                </li>
              ))}
            </ul>
            {question.explanation ? <p className="admin-bank__explanation">{question.explanation}</p> : null}
          </li>
        ))}
      </ol>
    </>
  );
}
