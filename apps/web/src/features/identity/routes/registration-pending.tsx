// /cadastro-em-analise: a signed-in professional whose registration the registry did not confirm. Until an
// operator verifies it, this, the public pages and the profile are all it can open (the API answers every
// HCP call with 403 PROFESSIONAL_NOT_VERIFIED).
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { WithProfile } from '#components/ui/with-profile.tsx';
import { usePageTitle } from '#lib/document-head.ts';
import { paths } from '#lib/paths.ts';
import { registerOf, verificationReasonKey } from '#lib/verification-reason.ts';
import { FormAlert } from '../components/form-alert.tsx';
import { ResultPanel } from '../components/result-panel.tsx';
import '../components/identity.css';

export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('account.pending.title'));
  return (
    <div className="container page identity-page">
      <WithProfile>
        {(profile) =>
          profile.verification === 'verified' ? (
            <Navigate to={paths.home.getHref()} replace />
          ) : (
            <ResultPanel heading={t('account.pending.heading')} testId="registration-pending">
              <FormAlert tone="info">
                {profile.verification === 'rejected'
                  ? t('account.pending.bodyRejected')
                  : t(verificationReasonKey(profile) ?? 'account.pending.body', {
                      register: registerOf(profile),
                    })}
              </FormAlert>
              <p>
                <Link className="button button--primary" to={paths.editProfile.getHref()}>
                  {t('account.pending.profileLink')}
                </Link>
              </p>
              <p>
                <Link to={paths.landing.getHref()}>{t('account.pending.publicLink')}</Link>
              </p>
            </ResultPanel>
          )
        }
      </WithProfile>
    </div>
  );
}
