import { describe, expect, it } from 'vitest';
import { idpRegisterParamsSchema, passwordPolicyProblems } from './identity-provider.ts';

describe('password policy', () => {
  it('accepts 10+ characters with 3 of lower, upper, digit, symbol', () => {
    expect(passwordPolicyProblems('Demo-Portal-2026!')).toEqual([]);
    expect(passwordPolicyProblems('abcdefgh12!')).toEqual([]);
    expect(passwordPolicyProblems('ABCDEFGH12x')).toEqual([]);
  });

  it('names every problem', () => {
    expect(passwordPolicyProblems('Ab1!')).toEqual(['tooShort']);
    expect(passwordPolicyProblems('abcdefghijk1')).toEqual(['tooSimple']);
    expect(passwordPolicyProblems('short')).toEqual(['tooShort', 'tooSimple']);
    expect(passwordPolicyProblems(`Aa1!${'x'.repeat(260)}`)).toEqual(['tooLong']);
  });

  it("refuses the email's local part inside the password, in any case", () => {
    expect(passwordPolicyProblems('My-Maria.Lopez-9', 'maria.lopez@example.com')).toEqual(['containsEmail']);
    expect(passwordPolicyProblems('Abcdefgh-12', 'jo@example.com')).toEqual([]);
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
