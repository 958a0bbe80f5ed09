// The review page's list: every question with the chosen answer, and a way back to change it.
import type { ExamQuestion } from '@portal/contracts';
import { useTranslation } from 'react-i18next';

interface ReviewListProps {
  questions: readonly ExamQuestion[];
  chosen: Record<string, string>;
  onEdit: (index: number) => void;
}

export function ReviewList({ questions, chosen, onEdit }: ReviewListProps) {
  const { t } = useTranslation();
  return (
    <ol className="exam-review__list">
      {questions.map((question, index) => {
        const value = chosen[question.id];
        const option = question.options.find((candidate) => candidate.value === value);
        return (
          <li key={question.id} className="exam-review__item" data-testid="exam-review-item">
            <p className="exam-review__question">{question.question}</p>
            <p className={option ? 'exam-review__answer' : 'exam-review__answer exam-review__answer--none'}>
              {option ? option.text : t('training.exam.reviewNoAnswer')}
            </p>
            <button type="button" className="link-button" onClick={() => onEdit(index)}>
              {t('training.exam.reviewEdit', { number: index + 1 })}
            </button>
          </li>
        );
      })}
    </ol>
  );
}
