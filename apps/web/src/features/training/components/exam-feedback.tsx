// The feedback of the last finished attempt: each question with the user's answer, whether it was right
// and the bank's explanation; the right answers only once the course is passed (the server decides).
import { useTranslation } from 'react-i18next';
import { ErrorState, LoadingState } from '#components/ui/states.tsx';
import { useFeedback } from '../api/exam.ts';

export function ExamFeedback({ courseId }: { courseId: string }) {
  const { t } = useTranslation();
  const query = useFeedback(courseId, true);
  if (query.isPending) return <LoadingState scope="training" label={t('training.feedback.loading')} />;
  if (query.isError) return <ErrorState scope="training" onRetry={() => query.refetch()} />;
  return (
    <section className="exam-feedback" data-testid="exam-feedback" aria-labelledby="exam-feedback-heading">
      <h2 id="exam-feedback-heading">
        {t(query.data.keyRevealed ? 'training.feedback.heading' : 'training.feedback.headingOwn')}
      </h2>
      {!query.data.keyRevealed && (
        <p className="exam-notice" data-testid="exam-feedback-key-hidden">
          {t('training.feedback.keyHidden')}
        </p>
      )}
      <ol className="exam-feedback__list">
        {query.data.questions.map((question, index) => {
          const chosen = question.options.find((option) => option.value === question.selectedOptionValue);
          const correct = question.options.find((option) => option.value === question.correctOptionValue);
          return (
            <li
              key={question.id}
              className={`exam-feedback__item exam-feedback__item--${question.isCorrect ? 'correct' : 'incorrect'}`}
              data-testid="exam-feedback-item"
              data-correct={question.isCorrect}
            >
              <h3 className="exam-feedback__question">
                <span className="visually-hidden">
                  {t('training.feedback.questionNumber', { number: index + 1 })}:{' '}
                </span>
                {question.question}
              </h3>
              <p className="exam-feedback__verdict">
                {t(question.isCorrect ? 'training.feedback.correct' : 'training.feedback.incorrect')}
              </p>
              <p>
                {chosen
                  ? t('training.feedback.yourAnswer', { answer: chosen.text })
                  : t('training.feedback.noAnswer')}
              </p>
              {correct && (
                <p className="exam-feedback__right" data-testid="exam-feedback-correct">
                  {t('training.feedback.correctAnswer', { answer: correct.text })}
                </p>
              )}
              {question.explanation && (
                <p className="exam-feedback__explanation" data-testid="exam-feedback-explanation">
                  {t('training.feedback.explanation', { text: question.explanation })}
                </p>
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
