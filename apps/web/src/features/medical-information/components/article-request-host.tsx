// Mounts the article popup when the header trigger asks, for signed-in users only.
import { lazy, useEffect } from 'react';
import { PopupHost } from '#components/ui/popup-host.tsx';
import { articleRequestPopup } from '#lib/article-request.ts';
import { useSession } from '#lib/session-core.ts';

const ArticleRequestDialog = lazy(() => import('./article-request-dialog.tsx'));

export function ArticleRequestHost() {
  const { signedIn } = useSession();

  useEffect(() => {
    if (!signedIn) articleRequestPopup.close();
  }, [signedIn]);

  return signedIn ? <PopupHost popup={articleRequestPopup} dialog={ArticleRequestDialog} /> : null;
}
