// The zxcvbn estimate of a new password while the user types. The dictionaries (megabytes) are loaded
// on the first keystroke only, so no other page pays for them; the provider refuses what scores "weak".
import type { PasswordEstimator, PasswordScore } from '@portal/contracts/password-strength';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

const LEVEL_KEYS = [
  'identity.password.strength0',
  'identity.password.strength1',
  'identity.password.strength2',
  'identity.password.strength3',
  'identity.password.strength4',
] as const;

interface PasswordStrengthProps {
  id: string;
  password: string;
  /** The user's e-mail and names, as the server weighs them (a password made of them is weak). */
  userInputs?: readonly string[];
}

export function PasswordStrength({ id, password, userInputs = [] }: PasswordStrengthProps) {
  const { t } = useTranslation();
  const [estimate, setEstimate] = useState<PasswordEstimator>();
  const wanted = password.length > 0;

  useEffect(() => {
    if (!wanted || estimate) return;
    let current = true;
    void import('@portal/contracts/password-strength')
      .then(({ loadPasswordEstimator }) => loadPasswordEstimator())
      .then((loaded) => {
        if (current) setEstimate(() => loaded);
      })
      // Without the meter the form still works: the provider checks the password anyway.
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [wanted, estimate]);

  const score: PasswordScore | undefined =
    wanted && estimate ? estimate(password, [...userInputs]).score : undefined;
  const level = score === undefined ? '' : t(LEVEL_KEYS[score]);
  return (
    <div className="password-strength" data-testid={`${id}-strength`} data-score={score ?? ''}>
      <span id={`${id}-label`} className="password-strength__label">
        {t('identity.password.strengthLabel')}
      </span>
      <meter
        aria-labelledby={`${id}-label`}
        aria-valuetext={level || undefined}
        min={0}
        max={4}
        low={2}
        high={3}
        optimum={4}
        value={score ?? 0}
      />
      <span className="password-strength__level" aria-live="polite">
        {level}
      </span>
    </div>
  );
}
