// The lesson being studied. A video or audio lesson reports the player's progress in coarse steps (every
// 10 % or 15 s, and on pause and end) and resumes where the physician stopped, on any device; a text or
// PDF lesson completes when read to its end. The server decides what counts (issue 35), one lesson at a
// time: a lesson another tab closed opens again.
import type { Episode, LessonProgress } from '@portal/contracts';
import { type SyntheticEvent, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { CaptionTracks, MediaTextControls } from '#components/ui/media-text.tsx';
import { ApiError } from '#lib/api-client.ts';
import { recordLessonView, useLessonProgress } from '../api/get-course.ts';

const STEP_SECONDS = 15;
const STEP_SHARE = 0.1;

interface LessonPlayerProps {
  courseId: string;
  lesson: Episode;
  progress: LessonProgress | undefined;
}

export function LessonPlayer({ courseId, lesson, progress }: LessonPlayerProps) {
  const { t } = useTranslation();
  const report = useLessonProgress(courseId, lesson.id);
  const lastSent = useRef(progress?.positionSeconds ?? 0);
  const resumed = useRef(false);
  const element = useRef<HTMLMediaElement>(null);
  const refused = report.error instanceof ApiError && report.error.message === 'PROGRESS_TOO_FAST';
  const send = (position: number, reachedEnd = false, reopened = false) => {
    const before = lastSent.current;
    lastSent.current = position;
    // A refused step is sent again with the next one (the server's allowance grows with time).
    report.mutate(
      { position: Math.floor(position), reachedEnd },
      {
        onError: (error) => {
          lastSent.current = before;
          // Another lesson was opened since (another tab): this one opens again, from where it was. A text
          // lesson sends no next step, so its end is sent once more.
          if (reopened || !(error instanceof ApiError) || error.message !== 'LESSON_NOT_OPENED') return;
          recordLessonView(courseId, lesson.id).then(
            () => {
              if (!lesson.media) send(position, reachedEnd, true);
            },
            () => {},
          );
        },
      },
    );
  };

  if (!lesson.media) return <TextLessonEnd lesson={lesson} onEnd={() => send(0, true)} />;
  const duration = lesson.duration ?? 0;
  const step = Math.min(STEP_SECONDS, Math.max(1, duration * STEP_SHARE));
  const media = lesson.media;
  const onTime = (element: HTMLMediaElement) => {
    const at = element.currentTime;
    if (Math.abs(at - lastSent.current) >= step) send(at);
  };
  const handlers = {
    onLoadedMetadata: (event: SyntheticEvent<HTMLMediaElement>) => {
      const at = progress?.positionSeconds ?? 0;
      if (!resumed.current && at > 0 && at < (event.currentTarget.duration || duration) - 1) {
        event.currentTarget.currentTime = at;
      }
      resumed.current = true;
    },
    onTimeUpdate: (event: SyntheticEvent<HTMLMediaElement>) => onTime(event.currentTarget),
    onPause: (event: SyntheticEvent<HTMLMediaElement>) => send(event.currentTarget.currentTime),
    onEnded: (event: SyntheticEvent<HTMLMediaElement>) => send(event.currentTarget.currentTime, true),
  };
  return (
    <figure className="lesson-player" data-testid="lesson-player">
      {media.type === 'audio' ? (
        <audio
          ref={element as React.RefObject<HTMLAudioElement>}
          key={lesson.id}
          src={media.url}
          controls
          preload="metadata"
          {...handlers}
        >
          <CaptionTracks media={media} />
        </audio>
      ) : (
        <video
          ref={element as React.RefObject<HTMLVideoElement>}
          key={lesson.id}
          className="lesson-player__video"
          src={media.url}
          controls
          preload="metadata"
          {...handlers}
        >
          <CaptionTracks media={media} />
          {t('training.detail.videoUnsupported')}
        </video>
      )}
      <MediaTextControls key={`text:${lesson.id}`} media={media} mediaRef={element} />
      <figcaption>{t('training.detail.nowPlaying', { title: lesson.title })}</figcaption>
      <p role="status" className="lesson-player__status" data-testid="lesson-player-status">
        {refused ? t('training.detail.progressRefused') : ''}
      </p>
    </figure>
  );
}

/** A lesson without media: its text, and a mark at the end that completes it when scrolled into view. */
function TextLessonEnd({ lesson, onEnd }: { lesson: Episode; onEnd: () => void }) {
  const { t } = useTranslation();
  const end = useRef<HTMLParagraphElement>(null);
  const sent = useRef(false);
  const onEndRef = useRef(onEnd);
  onEndRef.current = onEnd;
  useEffect(() => {
    const target = end.current;
    if (!target) return;
    const observer = new IntersectionObserver((entries) => {
      if (!sent.current && entries.some((entry) => entry.isIntersecting)) {
        sent.current = true;
        onEndRef.current();
      }
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, []);
  return (
    <section className="lesson-text" data-testid="lesson-player" aria-label={lesson.title}>
      {lesson.synopsis && <p className="training-prose">{lesson.synopsis}</p>}
      <p ref={end} className="lesson-text__end">
        {t('training.detail.textLessonHint')}
      </p>
    </section>
  );
}
