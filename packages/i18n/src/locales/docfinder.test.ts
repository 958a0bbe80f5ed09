import { describe } from 'vitest';
import { docfinder as es } from './es/docfinder.ts';
import { docfinderOverrides } from './es-MX/docfinder.ts';
import { checkNamespace } from './namespace-checks.ts';
import { docfinder as ptBr } from './pt-br/docfinder.ts';

describe('doctor-finder texts', () => {
  checkNamespace(ptBr, es, docfinderOverrides);
});
