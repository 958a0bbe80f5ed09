import { describe } from 'vitest';
import { push as es } from './es/push.ts';
import { pushOverrides } from './es-MX/push.ts';
import { checkNamespace } from './namespace-checks.ts';
import { push as ptBr } from './pt-br/push.ts';

describe('push texts', () => checkNamespace(ptBr, es, pushOverrides));
