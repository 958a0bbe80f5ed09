// The answer as sent: the server's sanitised HTML, who sent it and when, and the PDF (a signed link).
import type { MiAnswer } from '@portal/contracts';
import { ServerHtml } from '#components/ui/server-html.tsx';
import { Section } from '../../components/section.tsx';
import { TextWithTimes } from '../../components/zoned-time.tsx';
import { useI18n } from '../../lib/i18n.tsx';

export function AnswerView({ answer }: { answer: MiAnswer }) {
  const { t } = useI18n();
  return (
    <Section id="mi-answer-sent" heading={t('miDesk.answer.heading')}>
      <p>
        <TextWithTimes
          text={t('miDesk.answer.answeredBy', { email: answer.answeredBy ?? '—', date: '{{date}}' })}
          times={{ date: answer.answeredAt }}
        />
      </p>
      <ServerHtml html={answer.html} className="admin-preview prose" testId="mi-answer" />
      {answer.attachmentUrl ? (
        <p>
          <a href={answer.attachmentUrl} target="_blank" rel="noopener">
            {t('miDesk.answer.openAttachment')}
          </a>
        </p>
      ) : null}
    </Section>
  );
}
