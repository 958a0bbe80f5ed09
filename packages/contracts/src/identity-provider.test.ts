import { describe, expect, it } from 'vitest';
import { idpRegisterParamsSchema, passwordPolicyProblems } from './identity-provider.ts';

describe('password policy', () => {
  it('accepts 12+ characters of any kind: no composition rules (ASVS 5.0 V6.2)', () => {
    expect(passwordPolicyProblems('Demo-Portal-2026!')).toEqual([]);
    expect(passwordPolicyProblems('abcdefghijkl')).toEqual([]);
    expect(passwordPolicyProblems('lua cheia sobre o rio')).toEqual([]);
    expect(passwordPolicyProblems('🔑🔑🔑🔑🔑🔑🔑🔑🔑🔑🔑🔑')).toEqual([]);
  });

  it('names every problem', () => {
    expect(passwordPolicyProblems('Abcdefgh-12')).toEqual(['tooShort']);
    expect(passwordPolicyProblems('short')).toEqual(['tooShort']);
    expect(passwordPolicyProblems(`Aa1!${'x'.repeat(260)}`)).toEqual(['tooLong']);
  });

  it("refuses the email's local part inside the password, in any case", () => {
    expect(passwordPolicyProblems('My-Maria.Lopez-9', 'maria.lopez@example.com')).toEqual(['containsEmail']);
    expect(passwordPolicyProblems('Abcdefgh-1234', 'jo@example.com')).toEqual([]);
  });
});

describe('accounts.register parameters', () => {
  it('lower-cases the email and requires finalizeRegistration: true', () => {
    const base = {
      email: ' Ana@Example.COM ',
      password: 'x',
      profile: { firstName: 'Ana', lastName: 'Souza', gender: 'f' },
      regToken: 't',
      finalizeRegistration: true,
    };
    const parsed = idpRegisterParamsSchema.parse(base);
    expect(parsed.email).toBe('ana@example.com');
    expect(parsed.profile).toEqual({ firstName: 'Ana', lastName: 'Souza', gender: 'f' });
    expect(idpRegisterParamsSchema.safeParse({ ...base, finalizeRegistration: false }).success).toBe(false);
  });
});
