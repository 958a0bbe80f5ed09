// Second layer: one switch per category; necessary is always on, the others start off.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog, DialogActions } from '#components/ui/dialog.tsx';
import { Switch } from '#components/ui/switch.tsx';
import { type ConsentChoices, DEFAULT_CHOICES } from '#lib/consent.ts';

interface ConsentDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  initial: ConsentChoices | null;
  onSave: (choices: ConsentChoices) => void;
}

/** Mount with a new `key` per opening so it starts from the stored choices, not a discarded edit. */
export default function ConsentDialog({ open, onOpenChange, initial, onSave }: ConsentDialogProps) {
  const { t } = useTranslation();
  const [choices, setChoices] = useState<ConsentChoices>(initial ?? DEFAULT_CHOICES);
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      testId="consent-dialog"
      title={t('legal.consent.dialogTitle')}
      description={<p>{t('legal.consent.dialogDescription')}</p>}
    >
      <form
        className="consent-form"
        onSubmit={(event) => {
          event.preventDefault();
          onSave(choices);
        }}
      >
        <Switch
          label={t('legal.consent.categories.necessary.title')}
          description={t('legal.consent.categories.necessary.description')}
          stateText={t('legal.consent.categories.necessary.alwaysOn')}
          checked
          disabled
        />
        <Switch
          label={t('legal.consent.categories.analytics.title')}
          description={t('legal.consent.categories.analytics.description')}
          checked={choices.analytics}
          onChange={(analytics) => setChoices((current) => ({ ...current, analytics }))}
          testId="consent-analytics"
        />
        <Switch
          label={t('legal.consent.categories.marketing.title')}
          description={t('legal.consent.categories.marketing.description')}
          checked={choices.marketing}
          onChange={(marketing) => setChoices((current) => ({ ...current, marketing }))}
          testId="consent-marketing"
        />
        <DialogActions closeLabel={t('legal.consent.close')}>
          <button type="submit" className="button button--primary">
            {t('legal.consent.save')}
          </button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
