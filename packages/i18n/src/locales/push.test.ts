import { describe } from 'vitest';
import es from './es/push.json' with { type: 'json' };
import pushOverrides from './es-MX/push.json' with { type: 'json' };
import { checkNamespace } from './namespace-checks.ts';
import ptBr from './pt-br/push.json' with { type: 'json' };

describe('push texts', () => checkNamespace(ptBr, es, pushOverrides));
