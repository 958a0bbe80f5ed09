import { describe, expect, it } from 'vitest';
import { basicCredentialsMatch, parseBasicAuthorization } from './basic-auth.ts';

const header = (raw: string) => `Basic ${Buffer.from(raw).toString('base64')}`;
const EXPECTED = { user: 'portal', password: 'pa:ss word' };

describe('Basic authorization', () => {
  it('splits at the first colon, so passwords may hold colons', () => {
    expect(parseBasicAuthorization(header('portal:pa:ss word'))).toEqual(EXPECTED);
    expect(basicCredentialsMatch(header('portal:pa:ss word'), EXPECTED)).toBe(true);
  });
  it('refuses anything else', () => {
    for (const value of [
      undefined,
      '',
      'Basic',
      header('portal'),
      header('portal:pa'),
      header('Portal:pa:ss word'),
    ]) {
      expect(basicCredentialsMatch(value, EXPECTED), String(value)).toBe(false);
    }
  });
});
