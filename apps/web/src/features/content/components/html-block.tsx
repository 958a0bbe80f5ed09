// Renders HTML that the server sanitised with its allowlist (content bodies, synopses, additional
// information). Never pass anything else here: this is the only dangerouslySetInnerHTML of the feature.
interface ServerHtmlProps {
  html: string;
  className?: string;
  testId?: string;
}

export function ServerHtml({ html, className = 'prose', testId }: ServerHtmlProps) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server (allowlist) on write and read
  return <div className={className} data-testid={testId} dangerouslySetInnerHTML={{ __html: html }} />;
}
