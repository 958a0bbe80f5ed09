// The list of questions: jump to any of them; each says whether it has an answer.
import type { ExamQuestion } from '@portal/contracts';
import { useTranslation } from 'react-i18next';

interface QuestionListProps {
  questions: readonly ExamQuestion[];
  current: number | null;
  chosen: Record<string, string>;
  onSelect: (index: number) => void;
}

export function QuestionList({ questions, current, chosen, onSelect }: QuestionListProps) {
  const { t } = useTranslation();
  return (
    <nav className="exam-question-list" aria-label={t('training.exam.questionListLabel')}>
      <ol>
        {questions.map((question, index) => {
          const answered = chosen[question.id] !== undefined;
          return (
            <li key={question.id}>
              <button
                type="button"
                className={`exam-question-list__item${answered ? ' exam-question-list__item--answered' : ''}`}
                aria-current={index === current ? 'step' : undefined}
                aria-label={t(
                  answered ? 'training.exam.questionLinkAnswered' : 'training.exam.questionLinkUnanswered',
                  { number: index + 1 },
                )}
                data-testid="exam-question-link"
                data-answered={answered}
                onClick={() => onSelect(index)}
              >
                {index + 1}
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
