// Where a course's exam stands, for its page header: the newest version's status (a draft, in review,
// approved, rejected) or, with no version written in the console yet, the seeded bank in force.
//
// Use: <PageHeader title={course.title} state={<ExamStateBadge course={course} />} />
import type { AdminCourse } from '@portal/contracts';
import { useI18n } from '../../lib/i18n.tsx';

export function ExamStateBadge({ course }: { course: AdminCourse }) {
  const { t } = useI18n();
  const latest = course.versions[0];
  return (
    <span
      className={`admin-badge admin-badge--${latest ? latest.status : 'live'}`}
      data-testid="course-exam-state"
    >
      {latest
        ? t('courses.examState', { version: latest.version, status: t(`status.${latest.status}`) })
        : t('courses.examSeeded')}
    </span>
  );
}
