import { describe } from 'vitest';
import esShell from './es/shell.json' with { type: 'json' };
import shellOverrides from './es-MX/shell.json' with { type: 'json' };
import { checkNamespace } from './namespace-checks.ts';
import ptShell from './pt-br/shell.json' with { type: 'json' };

describe('frame texts (navigation, not-found, home rows)', () => {
  checkNamespace(ptShell, esShell, shellOverrides);
});
