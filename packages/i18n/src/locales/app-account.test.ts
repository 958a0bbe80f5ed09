import { describe } from 'vitest';
import { account as esAccount } from './es/account.ts';
import { app as esApp } from './es/app.ts';
import { accountOverrides } from './es-MX/account.ts';
import { appOverrides } from './es-MX/app.ts';
import { checkNamespace } from './namespace-checks.ts';
import { account as ptAccount } from './pt-br/account.ts';
import { app as ptApp } from './pt-br/app.ts';

describe('shell texts', () => {
  checkNamespace(ptApp, esApp, appOverrides);
});

describe('account texts', () => {
  checkNamespace(ptAccount, esAccount, accountOverrides);
});
