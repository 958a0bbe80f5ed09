// One question: its options as native radio buttons (arrow keys move between them), in a labelled group.
import type { ExamQuestion } from '@portal/contracts';
import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';

interface QuestionViewProps {
  question: ExamQuestion;
  index: number;
  total: number;
  chosen: string | undefined;
  onChoose: (value: string) => void;
}

export const QuestionView = forwardRef<HTMLHeadingElement, QuestionViewProps>(function QuestionView(
  { question, index, total, chosen, onChoose },
  headingRef,
) {
  const { t } = useTranslation();
  const headingId = `exam-question-${question.id}`;
  return (
    <section className="exam-question" data-testid="exam-question" data-question-id={question.id}>
      <p className="exam-question__count">{t('training.exam.questionOf', { current: index + 1, total })}</p>
      <h2 id={headingId} className="exam-question__text" tabIndex={-1} ref={headingRef}>
        {question.question}
      </h2>
      <fieldset className="exam-options" aria-labelledby={headingId}>
        <legend className="visually-hidden">{t('training.exam.optionsLabel')}</legend>
        {question.options.map((option) => (
          <label key={option.value} className="exam-option">
            <input
              type="radio"
              name={`answer-${question.id}`}
              value={option.value}
              checked={chosen === option.value}
              onChange={() => onChoose(option.value)}
              data-testid="exam-option"
            />
            <span>{option.text}</span>
          </label>
        ))}
      </fieldset>
    </section>
  );
});
