import { describe, expect, it } from 'vitest';
import es from './es/identity.json' with { type: 'json' };
import identityOverrides from './es-MX/identity.json' with { type: 'json' };
import { checkNamespace } from './namespace-checks.ts';
import ptBr from './pt-br/identity.json' with { type: 'json' };

describe('identity texts', () => {
  checkNamespace(ptBr, es, identityOverrides);
  it("keeps Brazil's 'Esqueceu o e-mail?' link text exactly", () => {
    expect(ptBr.signIn.forgotEmail).toBe('Esqueceu o e-mail?');
  });
});
