import { describe } from 'vitest';
import es from './es/docfinder.json' with { type: 'json' };
import docfinderOverrides from './es-MX/docfinder.json' with { type: 'json' };
import { checkNamespace } from './namespace-checks.ts';
import ptBr from './pt-br/docfinder.json' with { type: 'json' };

describe('doctor-finder texts', () => {
  checkNamespace(ptBr, es, docfinderOverrides);
});
