// A section with one action; when `confirm` is given, the action asks first (confirm or cancel).
import { useState } from 'react';
import { useI18n } from '../../lib/i18n.tsx';

export function ConfirmedAction({
  id,
  heading,
  lead,
  action,
  confirm,
  pending,
  run,
}: {
  id: string;
  heading: string;
  lead: string;
  action: string;
  confirm: string | null;
  pending: boolean;
  run: () => void;
}) {
  const { t } = useI18n();
  const [asking, setAsking] = useState(false);
  return (
    <section aria-labelledby={`${id}-heading`} className="admin-section">
      <h2 id={`${id}-heading`} className="admin-subheading">
        {heading}
      </h2>
      <p>{lead}</p>
      {asking && confirm ? (
        <div className="admin-note">
          <p id={`${id}-confirm`}>{confirm}</p>
          <p className="admin-actions">
            <button
              type="button"
              className="button button--primary"
              aria-describedby={`${id}-confirm`}
              disabled={pending}
              onClick={() => {
                setAsking(false);
                run();
              }}
            >
              {action}
            </button>
            <button type="button" className="button button--secondary" onClick={() => setAsking(false)}>
              {t('common.cancel')}
            </button>
          </p>
        </div>
      ) : (
        <button
          type="button"
          className="button button--secondary"
          disabled={pending}
          onClick={() => (confirm ? setAsking(true) : run())}
        >
          {action}
        </button>
      )}
    </section>
  );
}
