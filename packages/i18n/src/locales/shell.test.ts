import { describe } from 'vitest';
import { shell as esShell } from './es/shell.ts';
import { shellOverrides } from './es-MX/shell.ts';
import { checkNamespace } from './namespace-checks.ts';
import { shell as ptShell } from './pt-br/shell.ts';

describe('frame texts (navigation, not-found, home rows)', () => {
  checkNamespace(ptShell, esShell, shellOverrides);
});
