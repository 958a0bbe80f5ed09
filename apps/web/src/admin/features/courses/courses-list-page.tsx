// Courses of the member's countries: lessons, the live exam version and its bank, a version in the works.
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { DataTable } from '#components/ui/data-table.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { useI18n } from '../../lib/i18n.tsx';
import { courseListQuery } from './api.ts';

export function CoursesListPage() {
  const { t } = useI18n();
  const list = useQuery(courseListQuery);

  return (
    <>
      <PageHeader title={t('courses.heading')} />
      {list.isPending ? <p>{t('common.loading')}</p> : null}
      {list.isError ? <p role="alert">{t('common.error')}</p> : null}
      {list.data && list.data.items.length === 0 ? <p>{t('courses.empty')}</p> : null}
      {list.data && list.data.items.length > 0 ? (
        <DataTable label={t('courses.tableLabel')}>
          <thead>
            <tr>
              <th scope="col">{t('courses.columns.title')}</th>
              <th scope="col">{t('courses.columns.countries')}</th>
              <th scope="col">{t('courses.columns.lessons')}</th>
              <th scope="col">{t('courses.columns.questions')}</th>
              <th scope="col">{t('courses.columns.liveVersion')}</th>
              <th scope="col">{t('courses.columns.pending')}</th>
              <th scope="col">{t('courses.columns.openAttempts')}</th>
            </tr>
          </thead>
          <tbody>
            {list.data.items.map((course) => (
              <tr key={course.id} data-testid={`course-row-${course.id}`}>
                <td>
                  <Link to={`/courses/${course.id}`}>{course.title}</Link>
                </td>
                <td>{course.countries.join(', ')}</td>
                <td>{course.lessonCount}</td>
                <td>{course.liveQuestions}</td>
                <td>{course.liveVersion === 0 ? t('courses.seededVersion') : course.liveVersion}</td>
                <td>{course.pendingStatus ? t(`status.${course.pendingStatus}`) : t('courses.none')}</td>
                <td>{course.openAttempts}</td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      ) : null}
    </>
  );
}
