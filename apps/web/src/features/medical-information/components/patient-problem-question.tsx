// The plain question of issue 34: does the question involve a patient who had a problem with a
// medicine? Optional; a yes flags the request as a possible adverse event whatever the text says.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

const ANSWERS = [
  { value: true, key: 'yes' },
  { value: false, key: 'no' },
] as const;

export function PatientProblemQuestion({
  value,
  onChange,
}: {
  value: boolean | undefined;
  onChange: (value: boolean) => void;
}) {
  const { t } = useTranslation();
  const hintId = useId();
  return (
    <fieldset
      className="medical-question__patient-problem"
      aria-describedby={hintId}
      data-testid="question-patient-problem"
    >
      <legend className="field__label">{t('medicalInformation.patientProblem.legend')}</legend>
      <p id={hintId} className="field__hint">
        {t('medicalInformation.patientProblem.hint')}
      </p>
      <div className="medical-question__choices">
        {ANSWERS.map((answer) => (
          <label key={answer.key}>
            <input
              type="radio"
              name="patient-problem"
              value={answer.key}
              checked={value === answer.value}
              onChange={() => onChange(answer.value)}
              data-testid={`question-patient-problem-${answer.key}`}
            />{' '}
            {t(`medicalInformation.patientProblem.${answer.key}`)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
