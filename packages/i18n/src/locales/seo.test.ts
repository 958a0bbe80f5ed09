import { describe } from 'vitest';
import es from './es/seo.json' with { type: 'json' };
import seoOverrides from './es-MX/seo.json' with { type: 'json' };
import { checkNamespace } from './namespace-checks.ts';
import ptBr from './pt-br/seo.json' with { type: 'json' };

describe('search-engine and link-preview texts', () => {
  checkNamespace(ptBr, es, seoOverrides);
});
