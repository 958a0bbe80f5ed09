// An open attempt: one question at a time with previous/next and the question list, answers saved as
// chosen, the countdown, the review page and the confirmed submit; submits by itself when time runs out.
import type { ExamAnswer, ExamAttempt } from '@portal/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionButton } from '#components/ui/action.tsx';
import { Dialog, DialogActions } from '#components/ui/dialog.tsx';
import { clampIndex, unansweredIds } from '../lib/answers.ts';
import { clockOffset } from '../lib/timer.ts';
import { ExamTimer } from './exam-timer.tsx';
import { QuestionList } from './question-list.tsx';
import { QuestionView } from './question-view.tsx';
import { ReviewList } from './review-list.tsx';
import { useAnswerSaver } from './use-answer-saver.ts';

interface ExamRunnerProps {
  courseId: string;
  attempt: ExamAttempt;
  /** Measured when the attempt arrived: Date.now() at that moment. */
  receivedAt: number;
  submitting: boolean;
  submitError: boolean;
  onSubmit: (answers: ExamAnswer[]) => void;
}

export function ExamRunner({
  courseId,
  attempt,
  receivedAt,
  submitting,
  submitError,
  onSubmit,
}: ExamRunnerProps) {
  const { t } = useTranslation();
  const { state, status, choose, stop } = useAnswerSaver(courseId, attempt);
  const questions = attempt.questions;
  const [index, setIndex] = useState(() => {
    // A resumed attempt opens at its first unanswered question.
    const firstOpen = questions.findIndex((question) =>
      attempt.answers.every((answer) => answer.id !== question.id),
    );
    return firstOpen === -1 ? 0 : firstOpen;
  });
  const [reviewing, setReviewing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [offset] = useState(() => clockOffset(attempt.serverNow, receivedAt));
  const focusTarget = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  // After the user moves between questions or into the review, focus goes to the new heading.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation only
  useEffect(() => {
    if (moved.current) focusTarget.current?.focus();
  }, [index, reviewing]);

  const go = (next: number) => {
    moved.current = true;
    setReviewing(false);
    setIndex(clampIndex(next, questions.length));
  };
  const review = () => {
    moved.current = true;
    setReviewing(true);
  };

  const submit = useCallback(() => {
    setConfirming(false);
    onSubmit(stop());
  }, [onSubmit, stop]);

  const question = questions[index];
  const unanswered = unansweredIds(
    state,
    questions.map((q) => q.id),
  ).length;

  return (
    <div className="exam-runner" data-testid="exam-runner" data-attempt-id={attempt.id}>
      {attempt.deadline && <ExamTimer deadline={attempt.deadline} offset={offset} onExpire={submit} />}
      <p className="exam-save-status" role="status" data-testid="exam-save-status" data-status={status}>
        {status === 'saving'
          ? t('training.exam.saving')
          : status === 'saved'
            ? t('training.exam.saved')
            : status === 'failed'
              ? t('training.exam.saveFailed')
              : ''}
      </p>
      {submitError && (
        <p className="exam-error" role="alert">
          {t('training.exam.submitFailed')}
        </p>
      )}
      <QuestionList
        questions={questions}
        current={reviewing ? null : index}
        chosen={state.chosen}
        onSelect={go}
      />
      {reviewing ? (
        <section className="exam-review" data-testid="exam-review-page">
          <h2 tabIndex={-1} ref={focusTarget}>
            {t('training.exam.reviewHeading')}
          </h2>
          <p>{t('training.exam.reviewLead')}</p>
          {unanswered > 0 && (
            <p className="exam-review__warning">
              {t('training.exam.reviewUnanswered', { count: unanswered })}
            </p>
          )}
          <ReviewList questions={questions} chosen={state.chosen} onEdit={go} />
          <div className="exam-actions">
            <button type="button" className="button button--secondary" onClick={() => go(index)}>
              {t('training.exam.backToQuestions')}
            </button>
            <button
              type="button"
              className="button button--primary"
              data-testid="exam-submit"
              disabled={submitting}
              onClick={() => setConfirming(true)}
            >
              {submitting ? t('training.exam.submitting') : t('training.exam.submit')}
            </button>
          </div>
        </section>
      ) : (
        question && (
          <>
            <QuestionView
              ref={focusTarget}
              question={question}
              index={index}
              total={questions.length}
              chosen={state.chosen[question.id]}
              onChoose={(value) => choose(question.id, value)}
            />
            <div className="exam-actions">
              <button
                type="button"
                className="button button--secondary"
                data-testid="exam-previous"
                disabled={index === 0}
                onClick={() => go(index - 1)}
              >
                {t('training.exam.previous')}
              </button>
              {index < questions.length - 1 && (
                <button
                  type="button"
                  className="button button--primary"
                  data-testid="exam-next"
                  onClick={() => go(index + 1)}
                >
                  {t('training.exam.next')}
                </button>
              )}
              <button
                type="button"
                className={
                  index < questions.length - 1 ? 'button button--secondary' : 'button button--primary'
                }
                data-testid="exam-review"
                onClick={review}
              >
                {t('training.exam.toReview')}
              </button>
            </div>
          </>
        )
      )}
      <Dialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('training.exam.confirmTitle')}
        description={<p>{t('training.exam.confirmBody')}</p>}
        testId="exam-confirm-dialog"
        size="sm"
      >
        <DialogActions closeLabel={t('training.exam.confirmCancel')}>
          <ActionButton kind="primary" testId="exam-confirm" onClick={submit}>
            {t('training.exam.confirmSubmit')}
          </ActionButton>
        </DialogActions>
      </Dialog>
    </div>
  );
}
