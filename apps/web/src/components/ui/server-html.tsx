// Renders HTML the server sanitised with its allowlist on write and on read (content bodies, synopses,
// additional information, exam terms). Never pass anything else here: this is the portal's only
// dangerouslySetInnerHTML, and it goes through the Trusted Types policy.
import { useTrustedHtml } from '#lib/trusted-types.ts';

interface ServerHtmlProps {
  html: string;
  className?: string;
  testId?: string;
}

export function ServerHtml({ html, className = 'prose', testId }: ServerHtmlProps) {
  const inner = useTrustedHtml(html);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server (allowlist) on write and read
  return <div className={className} data-testid={testId} dangerouslySetInnerHTML={inner} />;
}
