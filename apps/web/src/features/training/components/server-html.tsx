// Renders HTML the server sanitised with its allowlist (synopsis, exam terms and instructions, additional
// information). Never pass anything else here: this is the only dangerouslySetInnerHTML of the feature.
export function ServerHtml({ html, testId }: { html: string; testId?: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server (allowlist)
  return <div className="training-prose" data-testid={testId} dangerouslySetInnerHTML={{ __html: html }} />;
}
