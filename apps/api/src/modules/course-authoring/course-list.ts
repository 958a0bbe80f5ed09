// The console's courses list (issue 36): the course summaries of the member's countries, searched,
// filtered and sorted, one page at a time (the same page as the content, product and event lists,
// review-workflow/catalogue-page.ts). A course is live in the countries it is published in; its pending exam
// version is the work on it. Kept apart from the course service so it moves with the list.
import type { AdminCourseSummary, CatalogueQuery, ItemState } from '@portal/contracts';
import type { CountryCode } from '@portal/countries';
import type { StaffContext } from '../../context.ts';
import { pageOf } from '../review-workflow/service.ts';
import { listCourses } from './service.ts';

/** A course's state: published where it is, its pending exam version as the work. */
function courseState(ctx: StaffContext, course: AdminCourseSummary): ItemState {
  const countries = course.countries.filter((c: CountryCode) => ctx.staff.countries.includes(c));
  return {
    work: course.pendingStatus,
    countries: countries.map((country) => ({ country, state: 'published', since: null, expiresAt: null })),
    publishable: [],
    withdrawable: [],
    unversioned: course.liveVersion === 0,
    approvalExpiresAt: null,
  };
}

export async function courseListPage(ctx: StaffContext, query: CatalogueQuery) {
  const courses = await listCourses(ctx);
  return pageOf(
    courses.map((course) => ({
      item: course,
      id: course.id,
      title: course.title,
      kind: course.language,
      specialties: [],
      updatedAt: new Date(0),
      state: courseState(ctx, course),
    })),
    // Courses carry no change date: "most recent" falls back to the title.
    query.sort === 'updated' ? { ...query, sort: 'title', dir: 'asc' } : query,
    ctx.now,
  );
}
