// A person's initials in a circle: the face of a profile that has no photo. Decorative (the name is
// always written beside it), so hidden from assistive technology.
import './initials-avatar.css';
import { initialsOf } from './initials.ts';

export function InitialsAvatar({ name, size = 'medium' }: { name: string; size?: 'medium' | 'large' }) {
  return (
    <span className={`initials-avatar initials-avatar--${size}`} aria-hidden="true">
      {initialsOf(name)}
    </span>
  );
}
