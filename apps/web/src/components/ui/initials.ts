// Initials of a person's name, for avatars of profiles without a photo.

/** "Ana Souza Oliveira" -> "AO"; "Dr. José" -> "J" (titles and particles skipped). */
export function initialsOf(name: string): string {
  const words = name
    .split(/\s+/)
    .map((word) => word.replace(/[^\p{L}]/gu, ''))
    .filter((word) => word.length > 0 && !/^(dr|dra|de|da|do|das|dos|del|la|y|e)$/i.test(word));
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words.at(-1)?.[0] ?? '') : '';
  return `${first}${last}`.toUpperCase();
}
