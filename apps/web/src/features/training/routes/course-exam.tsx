// `/cursos-online/:id/examen`: terms, instructions, the exam (resumed after a reload: start returns the
// open attempt), then the result and the feedback. The server decides timing and grading.
import type { ContentItem, ExamAnswer, ExamAttempt, ExamResult, TrainingStatus } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { BusyButton } from '#components/ui/busy-button.tsx';
import { ServerHtml } from '#components/ui/server-html.tsx';
import { LoadingState } from '#components/ui/states.tsx';
import { ApiError } from '#lib/api-client.ts';
import { usePageTitle } from '#lib/document-head.ts';
import { paths } from '#lib/paths.ts';
import { acceptTerms, finishExam, startExam } from '../api/exam.ts';
import { useCourse, useTrainingStatus } from '../api/get-course.ts';
import { trainingKeys } from '../api/query-keys.ts';
import { CoursePage } from '../components/course-page.tsx';
import { ExamFacts } from '../components/exam-facts.tsx';
import { ExamFeedback } from '../components/exam-feedback.tsx';
import { ExamGateNotice } from '../components/exam-gate-notice.tsx';
import { ExamResultView } from '../components/exam-result.tsx';
import { ExamRunner } from '../components/exam-runner.tsx';
import { ExamTerms } from '../components/exam-terms.tsx';
import '../components/training.css';

export function Component() {
  const { id = '' } = useParams();
  const course = useCourse(id);
  const status = useTrainingStatus(id);
  const { t } = useTranslation();
  usePageTitle(
    course.data ? t('training.exam.title', { course: course.data.title }) : t('training.list.title'),
  );

  return (
    <CoursePage
      testId="exam-page"
      back={{ to: paths.training.course.getHref(id), label: t('training.moreInfo.backToCourse') }}
      queries={[course, status]}
    >
      {course.data && status.data ? <Exam course={course.data} status={status.data} /> : null}
    </CoursePage>
  );
}

function Exam({ course, status }: { course: ContentItem; status: TrainingStatus }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [accepted, setAccepted] = useState(status.termsAccepted);
  const [open, setOpen] = useState<{ attempt: ExamAttempt; receivedAt: number } | null>(null);
  const [result, setResult] = useState<ExamResult | null>(null);
  const resultHeading = useRef<HTMLHeadingElement>(null);
  const instructionsHeading = useRef<HTMLHeadingElement>(null);

  const accept = useMutation({
    mutationFn: () => acceptTerms(course.id),
    onSuccess: () => {
      setAccepted(true);
      void queryClient.invalidateQueries({ queryKey: trainingKeys.status(course.id) });
    },
  });
  const start = useMutation({
    mutationFn: () => startExam(course.id),
    onSuccess: (attempt) => setOpen({ attempt, receivedAt: Date.now() }),
  });
  const finish = useMutation({
    mutationFn: (answers: ExamAnswer[]) => finishExam(course.id, answers),
    onSuccess: (finished) => {
      setOpen(null);
      setResult(finished);
      void queryClient.invalidateQueries({ queryKey: trainingKeys.all });
    },
  });

  // A reload (or a lost connection) lands here with the attempt still open: resume it at once.
  const resumed = useRef(false);
  useEffect(() => {
    if (status.hasOpenAttempt && accepted && !resumed.current) {
      resumed.current = true;
      start.mutate();
    }
  }, [status.hasOpenAttempt, accepted, start]);

  useEffect(() => {
    if (result) resultHeading.current?.focus();
  }, [result]);

  const focusInstructions = useRef(false);
  useEffect(() => {
    if (accepted && focusInstructions.current) instructionsHeading.current?.focus();
  }, [accepted]);

  const heading = <h1 className="page__title">{t('training.exam.title', { course: course.title })}</h1>;

  if (result) {
    return (
      <>
        {heading}
        <ExamResultView
          ref={resultHeading}
          courseId={course.id}
          result={result}
          onRetake={() => {
            setResult(null);
            start.reset();
          }}
          retakeBlocked={status.exam.blockedBy !== null}
        />
        {!result.isPassed && <ExamGateNotice gate={status.exam} />}
        <ExamFeedback courseId={course.id} />
      </>
    );
  }

  if (open) {
    return (
      <>
        {heading}
        <ExamRunner
          courseId={course.id}
          attempt={open.attempt}
          receivedAt={open.receivedAt}
          submitting={finish.isPending}
          submitError={finish.isError}
          onSubmit={(answers) => finish.mutate(answers)}
        />
      </>
    );
  }

  if (status.isPassed) {
    return (
      <>
        {heading}
        <p className="exam-notice" data-testid="exam-already-passed">
          {t('training.exam.alreadyPassed')}{' '}
          <Link to={paths.training.certificates.getHref()}>{t('training.result.certificates')}</Link>
        </p>
        <ExamFeedback courseId={course.id} />
      </>
    );
  }

  if (!accepted) {
    return (
      <>
        {heading}
        <ExamTerms
          examTerms={course.examTerms}
          accepting={accept.isPending}
          failed={accept.isError}
          onAccept={() => {
            focusInstructions.current = true;
            accept.mutate();
          }}
        />
      </>
    );
  }

  if (status.hasOpenAttempt && !start.isError) {
    return (
      <>
        {heading}
        <LoadingState scope="training" label={t('training.exam.starting')} />
      </>
    );
  }

  const startError = start.error instanceof ApiError ? start.error : null;
  const retryAt = (startError?.body as { retryAt?: string } | null)?.retryAt ?? null;
  const blocked = status.exam.blockedBy !== null;
  return (
    <>
      {heading}
      <section
        className="exam-instructions"
        data-testid="exam-instructions"
        aria-labelledby="exam-instructions-heading"
      >
        <h2 id="exam-instructions-heading" tabIndex={-1} ref={instructionsHeading}>
          {t('training.exam.instructionsHeading')}
        </h2>
        {status.lastResult ? (
          <p className="exam-notice" data-testid="exam-last-result">
            {t('training.exam.lastResult', {
              correct: status.lastResult.correctAnswers,
              total: status.lastResult.totalQuestions,
              min: status.lastResult.minCorrectQuestions,
            })}
          </p>
        ) : null}
        {course.examInstructions && <ServerHtml className="training-prose" html={course.examInstructions} />}
        <ExamFacts course={course} />
        <p>{t('training.exam.instructionsCommon')}</p>
        {course.examDurationMode !== 'none' && course.examDuration ? (
          <p>{t('training.exam.instructionsTimed')}</p>
        ) : null}
        <ExamGateNotice gate={status.exam} retryAt={retryAt} />
        {start.isError && !retryAt && (
          <p className="exam-error" role="alert">
            {startError?.message === 'ALREADY_PASSED'
              ? t('training.exam.alreadyPassed')
              : t('training.exam.startFailed')}
          </p>
        )}
        {blocked || retryAt ? null : (
          <BusyButton
            kind="primary"
            testId="exam-start"
            busy={start.isPending}
            label={t('training.exam.start')}
            busyLabel={t('training.exam.starting')}
            onClick={() => start.mutate()}
          />
        )}
      </section>
    </>
  );
}
