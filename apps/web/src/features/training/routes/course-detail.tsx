// `/cursos-online/:id` and `/cursos-online/:idCapa/:id`: the course with its lessons (with idCapa, lesson
// `id` of course idCapa is playing), the exam in short and the way to it.
import type { ContentItem } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ErrorState, LoadingState, NotFoundState } from '#components/ui/states.tsx';
import { ApiError } from '#lib/api-client.ts';
import { usePageTitle } from '#lib/document-head.ts';
import { paths } from '#lib/paths.ts';
import { useCourse, useTrainingStatus } from '../api/get-course.ts';
import { ExamFacts } from '../components/exam-facts.tsx';
import { LessonList } from '../components/lesson-list.tsx';
import { ServerHtml } from '../components/server-html.tsx';
import '../components/training.css';

export function Component() {
  const { t } = useTranslation();
  const { id = '', idCapa } = useParams();
  const courseId = idCapa ?? id;
  const course = useCourse(courseId);
  usePageTitle(course.data?.title ?? t('training.list.title'));
  const missing =
    course.error instanceof ApiError && (course.error.status === 404 || course.error.status === 403);
  return (
    <div className="container page training-page" data-testid="course-detail">
      <nav aria-label={t('training.detail.breadcrumbLabel')}>
        <Link to={paths.training.courses.getHref()} className="training-back">
          {t('training.detail.back')}
        </Link>
      </nav>
      {missing ? (
        <NotFoundState
          scope="training"
          backTo={paths.training.courses.getHref()}
          testId="training-not-found"
        />
      ) : course.isError ? (
        <ErrorState scope="training" onRetry={() => course.refetch()} />
      ) : course.data ? (
        <CourseDetail course={course.data} lessonId={idCapa ? id : undefined} />
      ) : (
        <LoadingState scope="training" />
      )}
    </div>
  );
}

function CourseDetail({ course, lessonId }: { course: ContentItem; lessonId: string | undefined }) {
  const { t } = useTranslation();
  const status = useTrainingStatus(course.id);
  const playing = course.lessons.find((lesson) => lesson.id === lessonId) ?? null;
  return (
    <article className="course-detail">
      <h1 className="page__title">{course.title}</h1>
      {course.synopsis && <ServerHtml html={course.synopsis} />}
      {playing?.media && (
        <figure className="lesson-player" data-testid="lesson-player">
          {/* biome-ignore lint/a11y/useMediaCaption: demo lessons carry no caption track */}
          <video
            key={playing.id}
            className="lesson-player__video"
            src={playing.media.url}
            controls
            preload="metadata"
          >
            {t('training.detail.videoUnsupported')}
          </video>
          <figcaption>{t('training.detail.nowPlaying', { title: playing.title })}</figcaption>
        </figure>
      )}
      {course.content && <ServerHtml html={course.content} />}
      {course.lessons.length > 0 && (
        <LessonList courseId={course.id} lessons={course.lessons} playingId={playing?.id} />
      )}
      <section className="course-exam" aria-labelledby="course-exam-heading" data-testid="course-exam">
        <h2 id="course-exam-heading">{t('training.detail.examHeading')}</h2>
        <ExamFacts course={course} />
        {status.data?.isPassed ? (
          <p data-testid="course-passed">
            {t('training.detail.passed')}{' '}
            <Link to={paths.training.certificates.getHref()}>{t('training.detail.seeCertificates')}</Link>
          </p>
        ) : null}
        <p className="exam-actions">
          <Link
            to={paths.training.exam.getHref(course.id)}
            className="button button--primary"
            data-testid="course-take-exam"
          >
            {t('training.detail.takeExam')}
          </Link>
          <Link
            to={paths.training.moreInfo.getHref(course.id)}
            className="button button--secondary"
            data-testid="course-more-info"
          >
            {t('training.detail.moreInfo')}
          </Link>
        </p>
      </section>
    </article>
  );
}
