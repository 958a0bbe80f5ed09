// The approve / reject choice of a decision form (MLR review, professional verification), as radios in
// a fieldset named by its legend.
//
// Use: <DecisionRadios legend={t('detail.decision')} approve={t('detail.approve')} reject={t('detail.reject')}
//        registration={form.register('decision')} />
import type { UseFormRegisterReturn } from 'react-hook-form';

export function DecisionRadios({
  legend,
  approve,
  reject,
  registration,
}: {
  legend: string;
  approve: string;
  reject: string;
  registration: UseFormRegisterReturn;
}) {
  return (
    <fieldset className="admin-fieldset">
      <legend>{legend}</legend>
      <label className="admin-check">
        <input type="radio" value="approve" {...registration} />
        {approve}
      </label>
      <label className="admin-check">
        <input type="radio" value="reject" {...registration} />
        {reject}
      </label>
    </fieldset>
  );
}
