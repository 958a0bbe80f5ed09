// Links under the login form: forgot password, Brazil's 'Esqueceu o e-mail?' help, and registration.
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { useCountry } from '#lib/country.ts';
import { paths } from '#lib/paths.ts';
import { FormAlert } from './form-alert.tsx';

/** Query flag of the sign-in screens that opens the "forgot your e-mail?" help (Brazil). */
export const FORGOT_EMAIL_PARAM = 'esqueci-email';

/** `hosted`: the CDC screen-set has its own forgot-password and register links; keep the forgot-email help only. */
export function SignInLinks({ hosted = false }: { hosted?: boolean }) {
  const { t } = useTranslation();
  const country = useCountry();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const { forgotEmailHelp } = country;
  return (
    <div className="identity-links">
      {hosted && !forgotEmailHelp ? null : (
        <ul className="inline-list identity-links__list">
          {hosted ? null : (
            <li>
              <Link to={paths.forgotPassword.getHref()}>{t('identity.signIn.forgotPassword')}</Link>
            </li>
          )}
          {forgotEmailHelp ? (
            <li>
              <Link to={`${pathname}?${FORGOT_EMAIL_PARAM}`} data-testid="forgot-email-link">
                {t('identity.signIn.forgotEmail')}
              </Link>
            </li>
          ) : null}
        </ul>
      )}
      {forgotEmailHelp && params.has(FORGOT_EMAIL_PARAM) ? (
        <FormAlert tone="info" testId="forgot-email-help">
          {t('identity.signIn.forgotEmailHelp', {
            email: country.support.email,
            phone: country.support.phone,
          })}
        </FormAlert>
      ) : null}
      {hosted ? null : (
        <p className="identity-links__register">
          {t('identity.signIn.noAccount')}{' '}
          <Link to={paths.register.getHref()}>{t('identity.signIn.register')}</Link>
        </p>
      )}
    </div>
  );
}
