// The pages of a console list: how many records match, which page this is, previous and next.
import { useI18n } from '../../lib/i18n.tsx';
import './catalogue.css';

export function Pager({
  total,
  page,
  pageSize,
  onPage,
}: {
  total: number;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
}) {
  const { t } = useI18n();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <nav className="admin-pager" aria-label={t('catalogue.pagination')}>
      <p role="status" data-testid="list-total">
        {t('catalogue.found', { total })} · {t('catalogue.pageOf', { page, pages })}
      </p>
      <button
        type="button"
        className="button button--secondary button--small"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        {t('catalogue.previous')}
      </button>
      <button
        type="button"
        className="button button--secondary button--small"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        {t('catalogue.next')}
      </button>
    </nav>
  );
}
