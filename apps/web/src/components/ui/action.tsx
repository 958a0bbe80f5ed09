// The portal's buttons and button-looking links: the classes live here, so a call names only its kind
// (primary or secondary), its test id, what it does and its text.
import type { ComponentProps } from 'react';
import { Link } from 'react-router';

type Kind = 'primary' | 'secondary';

const classOf = (kind: Kind, extra: string | undefined) =>
  `button button--${kind}${extra ? ` ${extra}` : ''}`;

export function ActionButton({
  kind,
  testId,
  className,
  ...props
}: { kind: Kind; testId?: string } & ComponentProps<'button'>) {
  return <button type="button" className={classOf(kind, className)} data-testid={testId} {...props} />;
}

export function ActionLink({
  kind,
  testId,
  className,
  ...props
}: { kind: Kind; testId?: string } & ComponentProps<typeof Link>) {
  return <Link className={classOf(kind, className)} data-testid={testId} {...props} />;
}
