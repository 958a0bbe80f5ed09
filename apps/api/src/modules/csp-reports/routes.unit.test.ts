import { describe, expect, it } from 'vitest';
import { withoutQuery } from './routes.ts';

describe('withoutQuery', () => {
  it('keeps origin and path of a reported address, never its query or fragment', () => {
    expect(withoutQuery('http://br.localhost:3000/confirmar-email?token=secret#x')).toBe(
      'http://br.localhost:3000/confirmar-email',
    );
    expect(withoutQuery('https://cdn.example.com/tag.js?id=1')).toBe('https://cdn.example.com/tag.js');
  });

  it('passes the keywords browsers report instead of addresses', () => {
    expect(withoutQuery('trusted-types-sink')).toBe('trusted-types-sink');
    expect(withoutQuery('inline')).toBe('inline');
    expect(withoutQuery('eval?x')).toBe('eval');
  });
});
