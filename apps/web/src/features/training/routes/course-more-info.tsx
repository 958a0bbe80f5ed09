// `/cursos-online/:id/mas-info`: the course's additional information, approval code and medicine insert.
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ServerHtml } from '#components/ui/server-html.tsx';
import { usePageTitle } from '#lib/document-head.ts';
import { paths } from '#lib/paths.ts';
import { useCourse } from '../api/get-course.ts';
import { CoursePage } from '../components/course-page.tsx';

export function Component() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const course = useCourse(id);
  usePageTitle(t('training.moreInfo.title'));
  return (
    <CoursePage
      testId="course-more-info-page"
      back={{ to: paths.training.course.getHref(id), label: t('training.moreInfo.backToCourse') }}
      queries={[course]}
    >
      {course.data ? (
        <>
          <h1 className="page__title">
            {t('training.moreInfo.title')}: {course.data.title}
          </h1>
          {course.data.additionalInformation ? (
            <ServerHtml className="training-prose" html={course.data.additionalInformation} />
          ) : (
            <p>{t('training.moreInfo.noInformation')}</p>
          )}
          {course.data.cfApprovalCode && <p className="course-approval">{course.data.cfApprovalCode}</p>}
        </>
      ) : null}
    </CoursePage>
  );
}
