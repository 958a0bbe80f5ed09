// `/cursos-online/:id` and `/cursos-online/:idCapa/:id`: the course with its lessons (with idCapa, lesson
// `id` of course idCapa is playing), the exam in short and the way to it.
import type { ContentItem } from '@portal/contracts';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ActionLink } from '#components/ui/action.tsx';
import { CourseStatus, NextLessonLink } from '#components/ui/course-progress.tsx';
import { CaptionTracks, MediaTextControls } from '#components/ui/media-text.tsx';
import { ServerHtml } from '#components/ui/server-html.tsx';
import { usePageTitle } from '#lib/document-head.ts';
import { paths } from '#lib/paths.ts';
import { useCourse, useLessonView, useTrainingStatus } from '../api/get-course.ts';
import { CoursePage } from '../components/course-page.tsx';
import { ExamFacts } from '../components/exam-facts.tsx';
import { LessonList } from '../components/lesson-list.tsx';

export function Component() {
  const { t } = useTranslation();
  const { id = '', idCapa } = useParams();
  const courseId = idCapa ?? id;
  const course = useCourse(courseId);
  usePageTitle(course.data?.title ?? t('training.list.title'));
  return (
    <CoursePage
      testId="course-detail"
      back={{ to: paths.training.courses.getHref(), label: t('training.detail.back') }}
      queries={[course]}
    >
      {course.data ? <CourseDetail course={course.data} lessonId={idCapa ? id : undefined} /> : null}
    </CoursePage>
  );
}

function CourseDetail({ course, lessonId }: { course: ContentItem; lessonId: string | undefined }) {
  const { t } = useTranslation();
  const status = useTrainingStatus(course.id);
  const playing = course.lessons.find((lesson) => lesson.id === lessonId) ?? null;
  const lessonVideo = useRef<HTMLVideoElement>(null);
  useLessonView(course.id, playing?.id);
  const progress = status.data?.progress;
  // A passed course offers no "next lesson": its lessons stay listed below for review.
  const next =
    progress?.nextLessonId && progress.status !== 'passed'
      ? course.lessons.find((lesson) => lesson.id === progress.nextLessonId)
      : undefined;
  return (
    <article className="course-detail">
      <h1 className="page__title">{course.title}</h1>
      {progress && (
        <section className="course-progress-panel" aria-label={t('training.progress.label')}>
          <p className="course-progress-panel__status">
            <CourseStatus progress={progress} />
            {progress.lessonCount > 0 && (
              <span className="course-progress__extra" data-testid="course-lessons-viewed">
                {t('training.progress.lessonsViewed', {
                  viewed: progress.lessonsViewed,
                  total: progress.lessonCount,
                })}
              </span>
            )}
          </p>
          {next && next.id !== playing?.id && (
            <p className="course-progress-panel__next">
              <NextLessonLink
                courseId={course.id}
                courseTitle={course.title}
                progress={progress}
                className="button button--primary"
              />{' '}
              <span>{t('training.progress.nextLesson', { title: next.title })}</span>
            </p>
          )}
        </section>
      )}
      {course.synopsis && <ServerHtml className="training-prose" html={course.synopsis} />}
      {playing?.media && (
        <figure className="lesson-player" data-testid="lesson-player">
          {/* biome-ignore lint/a11y/useMediaCaption: the tracks are rendered by CaptionTracks (one per language) */}
          <video
            ref={lessonVideo}
            key={playing.id}
            className="lesson-player__video"
            src={playing.media.url}
            controls
            preload="metadata"
          >
            <CaptionTracks media={playing.media} />
            {t('training.detail.videoUnsupported')}
          </video>
          <MediaTextControls key={`text:${playing.id}`} media={playing.media} mediaRef={lessonVideo} />
          <figcaption>{t('training.detail.nowPlaying', { title: playing.title })}</figcaption>
        </figure>
      )}
      {course.content && <ServerHtml className="training-prose" html={course.content} />}
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
          <ActionLink kind="primary" to={paths.training.exam.getHref(course.id)} testId="course-take-exam">
            {t('training.detail.takeExam')}
          </ActionLink>
          <ActionLink
            kind="secondary"
            to={paths.training.moreInfo.getHref(course.id)}
            testId="course-more-info"
          >
            {t('training.detail.moreInfo')}
          </ActionLink>
        </p>
      </section>
    </article>
  );
}
