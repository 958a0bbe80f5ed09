// After a failed submit: the list of fields to fix, each a link that moves focus to its field.
import { useTranslation } from 'react-i18next';

export interface SummaryItem {
  id: string;
  label: string;
  message: string;
}

export function ErrorSummary({ items }: { items: SummaryItem[] }) {
  const { t } = useTranslation();
  if (items.length === 0) return null;
  return (
    <div className="error-summary" role="alert" data-testid="error-summary">
      <p className="error-summary__title">{t('identity.common.errorSummary')}</p>
      <ul>
        {items.map((item) => (
          <li key={item.id}>
            <a
              href={`#${item.id}`}
              onClick={(event) => {
                event.preventDefault();
                document.getElementById(item.id)?.focus();
              }}
            >
              {item.label.replace(/[.:]\s*$/, '')}: {item.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
