import { describe } from 'vitest';
import esAccount from './es/account.json' with { type: 'json' };
import esApp from './es/app.json' with { type: 'json' };
import accountOverrides from './es-MX/account.json' with { type: 'json' };
import appOverrides from './es-MX/app.json' with { type: 'json' };
import { checkNamespace } from './namespace-checks.ts';
import ptAccount from './pt-br/account.json' with { type: 'json' };
import ptApp from './pt-br/app.json' with { type: 'json' };

describe('shell texts', () => {
  checkNamespace(ptApp, esApp, appOverrides);
});

describe('account texts', () => {
  checkNamespace(ptAccount, esAccount, accountOverrides);
});
