// The countdown. The visible clock can be hidden (aria-pressed toggle); screen readers never hear every
// tick, only a polite announcement when a threshold is crossed, and an alert when the last minute starts.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { crossedThreshold, formatClock, isWarning, secondsLeft } from '../lib/timer.ts';

interface ExamTimerProps {
  deadline: string;
  /** Milliseconds to add to Date.now() for the server's time. */
  offset: number;
  onExpire: () => void;
}

export function ExamTimer({ deadline, offset, onExpire }: ExamTimerProps) {
  const { t } = useTranslation();
  const [now, setNow] = useState(() => Date.now());
  const [hidden, setHidden] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const previous = useRef<number | null>(null);
  const expired = useRef(false);
  const onExpireRef = useRef(onExpire);
  onExpireRef.current = onExpire;

  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);

  const left = secondsLeft(deadline, now, offset) ?? 0;

  useEffect(() => {
    const crossed = crossedThreshold(previous.current, left);
    previous.current = left;
    if (crossed !== null) {
      setAnnouncement(
        crossed >= 60
          ? t('training.exam.timerAnnounceMinutes', { count: Math.round(crossed / 60) })
          : t('training.exam.timerAnnounceSeconds', { count: crossed }),
      );
    }
    if (left === 0 && !expired.current) {
      expired.current = true;
      onExpireRef.current();
    }
  }, [left, t]);

  const warning = isWarning(left);
  return (
    <div className={`exam-timer${warning ? ' exam-timer--warning' : ''}`}>
      <div className="exam-timer__row">
        <span className="exam-timer__label" id="exam-timer-label">
          {t('training.exam.timerLabel')}
        </span>
        {hidden ? (
          <span className="exam-timer__value" data-testid="exam-timer" data-hidden="true">
            {t('training.exam.timerHidden')}
          </span>
        ) : (
          // role=timer is not live by default: the ticking clock is never read out on its own.
          <span
            className="exam-timer__value"
            role="timer"
            aria-labelledby="exam-timer-label"
            data-testid="exam-timer"
            data-seconds-left={left}
          >
            {formatClock(left)}
          </span>
        )}
        <button
          type="button"
          className="button button--secondary button--small"
          aria-pressed={hidden}
          data-testid="exam-timer-toggle"
          onClick={() => setHidden((value) => !value)}
        >
          {t('training.exam.timerToggle')}
        </button>
      </div>
      <p className="visually-hidden" aria-live="polite" data-testid="exam-timer-announcement">
        {announcement}
      </p>
      {warning && (
        <p className="exam-timer__warning" role="alert" data-testid="exam-time-warning">
          {left === 0 ? t('training.exam.timeUp') : t('training.exam.timeWarning')}
        </p>
      )}
    </div>
  );
}
