// A person's face: the photo when there is one, the initials otherwise (issue 37). Decorative (the name
// is always written beside it), so the photo has an empty alt and the initials are hidden.
import './initials-avatar.css';
import { InitialsAvatar } from './initials-avatar.tsx';

const PIXELS = { medium: 48, large: 80 } as const;

export function PersonAvatar({
  name,
  photoUrl,
  size = 'medium',
}: {
  name: string;
  photoUrl?: string | null | undefined;
  size?: 'medium' | 'large';
}) {
  if (!photoUrl) return <InitialsAvatar name={name} size={size} />;
  return (
    <img
      className={`initials-avatar initials-avatar--${size} person-avatar__photo`}
      src={photoUrl}
      alt=""
      width={PIXELS[size]}
      height={PIXELS[size]}
      loading="lazy"
      decoding="async"
      data-testid="person-photo"
    />
  );
}
