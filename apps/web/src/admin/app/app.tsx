// Providers and routes of the console, under the /admin base path.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createBrowserRouter, Navigate } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AuditPage } from '../features/audit/audit-page.tsx';
import { ClustersPage } from '../features/clusters/clusters-page.tsx';
import { ContentDetailPage } from '../features/content/content-detail-page.tsx';
import { ContentEditorPage } from '../features/content/content-editor-page.tsx';
import { ContentListPage } from '../features/content/content-list-page.tsx';
import { CourseDetailPage } from '../features/courses/course-detail-page.tsx';
import { CoursesListPage } from '../features/courses/courses-list-page.tsx';
import { ExamEditorPage } from '../features/courses/exam-editor-page.tsx';
import { EventDetailPage } from '../features/events/event-detail-page.tsx';
import { EventEditorPage } from '../features/events/event-editor-page.tsx';
import { EventsListPage } from '../features/events/events-list-page.tsx';
import { LinkDetailPage } from '../features/links/link-detail-page.tsx';
import { LinksPage } from '../features/links/links-page.tsx';
import { MailPage } from '../features/mail/mail-page.tsx';
import { InboxPage } from '../features/mi-desk/inbox-page.tsx';
import { PvCasePage } from '../features/mi-desk/pv-case-page.tsx';
import { PvQueuePage } from '../features/mi-desk/pv-queue-page.tsx';
import { RequestPage } from '../features/mi-desk/request-page.tsx';
import { PhysicianPage } from '../features/physicians/physician-page.tsx';
import { PhysiciansPage } from '../features/physicians/physicians-page.tsx';
import { ProductDetailPage } from '../features/products/product-detail-page.tsx';
import { ProductEditorPage } from '../features/products/product-editor-page.tsx';
import { ProductsListPage } from '../features/products/products-list-page.tsx';
import { SecondFactorPage } from '../features/sign-in/second-factor-page.tsx';
import { SignInPage } from '../features/sign-in/sign-in-page.tsx';
import { SetPasswordPage } from '../features/staff/set-password-page.tsx';
import { StaffListPage } from '../features/staff/staff-list-page.tsx';
import { StaffMemberPage } from '../features/staff/staff-member-page.tsx';
import { StaffNewPage } from '../features/staff/staff-new-page.tsx';
import { RegistrationPage } from '../features/verification/registration-page.tsx';
import { VerificationQueuePage } from '../features/verification/verification-queue-page.tsx';
import { I18nProvider } from '../lib/i18n.tsx';
import { ConsoleLayout } from './layout.tsx';

const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
});

const router = createBrowserRouter(
  [
    { path: '/sign-in', element: <SignInPage /> },
    { path: '/sign-in/second-factor', element: <SecondFactorPage /> },
    { path: '/set-password', element: <SetPasswordPage /> },
    {
      path: '/',
      element: <ConsoleLayout />,
      children: [
        { index: true, element: <Navigate to="/content" replace /> },
        { path: 'content', element: <ContentListPage /> },
        { path: 'content/new', element: <ContentEditorPage /> },
        { path: 'content/:id', element: <ContentDetailPage /> },
        { path: 'content/:id/edit', element: <ContentEditorPage /> },
        { path: 'audit', element: <AuditPage /> },
        // Lazy: Chart.js loads with the reports, not with the rest of the console.
        {
          path: 'reports',
          lazy: () =>
            import('../features/reports/reports-page.tsx').then((module) => ({
              Component: module.ReportsPage,
            })),
        },
        { path: 'mail', element: <MailPage /> },
        { path: 'verification', element: <VerificationQueuePage /> },
        { path: 'verification/:id', element: <RegistrationPage /> },
        { path: 'physicians', element: <PhysiciansPage /> },
        { path: 'physicians/:id', element: <PhysicianPage /> },
        { path: 'mi', element: <InboxPage /> },
        { path: 'mi/:key', element: <RequestPage /> },
        { path: 'pv', element: <PvQueuePage /> },
        { path: 'pv/:key', element: <PvCasePage /> },
        { path: 'events', element: <EventsListPage /> },
        { path: 'events/new', element: <EventEditorPage /> },
        { path: 'events/:id', element: <EventDetailPage /> },
        { path: 'events/:id/edit', element: <EventEditorPage /> },
        { path: 'products', element: <ProductsListPage /> },
        { path: 'products/new', element: <ProductEditorPage /> },
        { path: 'products/:id', element: <ProductDetailPage /> },
        { path: 'products/:id/edit', element: <ProductEditorPage /> },
        { path: 'links', element: <LinksPage /> },
        { path: 'courses', element: <CoursesListPage /> },
        { path: 'courses/:id', element: <CourseDetailPage /> },
        { path: 'courses/:id/exam', element: <ExamEditorPage /> },
        { path: 'clusters', element: <ClustersPage /> },
        { path: 'links/:linkId', element: <LinkDetailPage /> },
        { path: 'staff', element: <StaffListPage /> },
        { path: 'staff/new', element: <StaffNewPage /> },
        { path: 'staff/:id', element: <StaffMemberPage /> },
        { path: '*', element: <Navigate to="/content" replace /> },
      ],
    },
  ],
  { basename: '/admin' },
);

export function App() {
  return (
    <I18nProvider>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nProvider>
  );
}
