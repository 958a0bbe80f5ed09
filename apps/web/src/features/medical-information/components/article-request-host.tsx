// Mounts the article popup when the header trigger asks; the dialog's code loads only then.
import { lazy, Suspense, useEffect, useState } from 'react';
import { closeArticleRequest, openArticleRequest, useArticleRequestOpen } from '#lib/article-request.ts';
import { useSession } from '#lib/session-core.ts';

const ArticleRequestDialog = lazy(() => import('./article-request-dialog.tsx'));

export function ArticleRequestHost() {
  const open = useArticleRequestOpen();
  const { signedIn } = useSession();
  // Stays mounted after the first open so Radix can close it properly and return focus.
  const [loaded, setLoaded] = useState(false);

  useEffect(() => {
    if (open) setLoaded(true);
  }, [open]);

  useEffect(() => {
    if (!signedIn) closeArticleRequest();
  }, [signedIn]);

  if (!signedIn || (!open && !loaded)) return null;
  return (
    <Suspense fallback={null}>
      <ArticleRequestDialog
        open={open}
        onOpenChange={(next) => (next ? openArticleRequest() : closeArticleRequest())}
      />
    </Suspense>
  );
}
