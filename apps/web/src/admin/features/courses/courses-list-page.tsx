// Courses of the member's countries (issue 36): searched and sorted by the API a page at a time; each
// row has its lessons, the live exam version and its bank, a version in the works.
import type { AdminCourseSummary } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { CatalogueList } from '../../components/catalogue/catalogue-list.tsx';
import { useCatalogueParams } from '../../components/catalogue/catalogue-params.ts';
import type { ConsoleColumn } from '../../components/console-table.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { useI18n } from '../../lib/i18n.tsx';
import { coursePageQuery } from './api.ts';

export function CoursesListPage() {
  const { t } = useI18n();
  const params = useCatalogueParams();
  const page = useQuery(coursePageQuery(params.search));
  const columns: ConsoleColumn<AdminCourseSummary>[] = [
    {
      id: 'title',
      header: t('courses.columns.title'),
      cell: (course) => <Link to={`/courses/${course.id}`}>{course.title}</Link>,
    },
    {
      id: 'countries',
      header: t('courses.columns.countries'),
      cell: (course) => course.countries.join(', '),
    },
    { id: 'lessons', header: t('courses.columns.lessons'), cell: (course) => course.lessonCount },
    { id: 'questions', header: t('courses.columns.questions'), cell: (course) => course.liveQuestions },
    {
      id: 'liveVersion',
      header: t('courses.columns.liveVersion'),
      cell: (course) => (course.liveVersion === 0 ? t('courses.seededVersion') : course.liveVersion),
    },
    {
      id: 'pending',
      header: t('courses.columns.pending'),
      cell: (course) => (course.pendingStatus ? t(`status.${course.pendingStatus}`) : t('courses.none')),
    },
    { id: 'openAttempts', header: t('courses.columns.openAttempts'), cell: (course) => course.openAttempts },
  ];

  return (
    <>
      <PageHeader title={t('courses.heading')} />
      <CatalogueList
        idPrefix="courses"
        params={params}
        query={page}
        label={t('courses.tableLabel')}
        columns={columns}
        rowTestId={(course) => `course-row-${course.id}`}
        withStates={false}
      />
    </>
  );
}
