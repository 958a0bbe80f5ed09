// What a shared link carries: /aceite-teste/{id}?token=...&vidKey=...&audience=...
// Without the token or its vidKey (which names the link on the server) nothing can be unlocked.

export type AccessLink =
  | { kind: 'noContent' }
  | { kind: 'incomplete'; contentId: string }
  | { kind: 'ready'; contentId: string; token: string; vidKey: string; audience: string | null };

function param(search: URLSearchParams, name: string): string | null {
  const value = search.get(name)?.trim();
  return value ? value : null;
}

export function readAccessLink(id: string | undefined, search: URLSearchParams): AccessLink {
  const contentId = id?.trim();
  if (!contentId) return { kind: 'noContent' };
  const token = param(search, 'token');
  const vidKey = param(search, 'vidKey');
  if (!token || !vidKey) return { kind: 'incomplete', contentId };
  return { kind: 'ready', contentId, token, vidKey, audience: param(search, 'audience') };
}
