// A list page's heading with its "new" button beside it, for the members whose role may create.
//
// Use: <PageHead title={t('authoring.events.heading')} create={staffCan(me.data, 'events.write')
//        ? { to: '/events/new', text: t('authoring.events.new') } : null} />
import { Link } from 'react-router';

export function PageHead({ title, create }: { title: string; create: { to: string; text: string } | null }) {
  return (
    <div className="admin-page-head">
      <h1 className="page__title">{title}</h1>
      {create ? (
        <Link className="button button--primary" to={create.to}>
          {create.text}
        </Link>
      ) : null}
    </div>
  );
}
