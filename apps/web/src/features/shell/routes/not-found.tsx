// An address the portal does not have redirects to the root (seed section 2), and a short toast says the
// page was not found, so the visitor knows why they are on the home page.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { toast } from '#components/ui/toaster.tsx';
import { paths } from '#lib/paths.ts';

export function Component() {
  const { t } = useTranslation();
  const message = t('shell.notFound.toast');
  useEffect(() => {
    toast.info(message);
  }, [message]);
  return <Navigate to={paths.landing.getHref()} replace />;
}
