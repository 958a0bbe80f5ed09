// The popup telling dentist (CRO) accounts they are no longer supported. Loaded lazily on first open.
import { useTranslation } from 'react-i18next';
import { Dialog, DialogActions } from '#components/ui/dialog.tsx';
import type { PopupDialogProps } from '#components/ui/popup-host.tsx';
import { SmartLink } from '#components/ui/smart-link.tsx';
import { useCountry } from '#lib/country.ts';

export const COMPANY_SITE_URL = 'https://www.bayer.com/';

export default function DentistWarning({ open, onOpenChange }: PopupDialogProps) {
  const { t } = useTranslation();
  const { support } = useCountry();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      size="sm"
      testId="dentist-warning"
      title={t('legal.dentistWarning.title')}
      description={<p>{t('legal.dentistWarning.body')}</p>}
    >
      <ul className="dialog__links">
        <li>
          <SmartLink href={COMPANY_SITE_URL} openInNewTab>
            {t('legal.dentistWarning.companySiteLabel')}
          </SmartLink>
        </li>
        <li>
          {t('legal.dentistWarning.supportLabel')} <a href={`mailto:${support.email}`}>{support.email}</a>
        </li>
      </ul>
      <DialogActions closeLabel={t('legal.dentistWarning.ok')} />
    </Dialog>
  );
}
