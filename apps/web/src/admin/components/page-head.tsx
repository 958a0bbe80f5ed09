// A list page's heading with its "new" button beside it, for the members whose role may create: a
// PageHeader with one action.
//
// Use: <PageHead title={t('authoring.events.heading')} create={staffCan(me.data, 'events.write')
//        ? { to: '/events/new', text: t('authoring.events.new') } : null} />
import { Link } from 'react-router';
import { PageHeader } from './page-header.tsx';

export function PageHead({ title, create }: { title: string; create: { to: string; text: string } | null }) {
  return (
    <PageHeader
      title={title}
      actions={
        create ? (
          <Link className="button button--primary" to={create.to}>
            {create.text}
          </Link>
        ) : null
      }
    />
  );
}
