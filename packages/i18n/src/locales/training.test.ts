import { describe } from 'vitest';
import es from './es/training.json' with { type: 'json' };
import trainingOverrides from './es-MX/training.json' with { type: 'json' };
import { checkNamespace } from './namespace-checks.ts';
import ptBr from './pt-br/training.json' with { type: 'json' };

describe('training texts', () => {
  checkNamespace(ptBr, es, trainingOverrides);
});
