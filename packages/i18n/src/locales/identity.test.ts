import { describe, expect, it } from 'vitest';
import { identity as es } from './es/identity.ts';
import { identityOverrides } from './es-MX/identity.ts';
import { checkNamespace } from './namespace-checks.ts';
import { identity as ptBr } from './pt-br/identity.ts';

describe('identity texts', () => {
  checkNamespace(ptBr, es, identityOverrides);
  it("keeps Brazil's 'Esqueceu o e-mail?' link text exactly", () => {
    expect(ptBr.signIn.forgotEmail).toBe('Esqueceu o e-mail?');
  });
});
