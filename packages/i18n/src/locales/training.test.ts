import { describe } from 'vitest';
import { training as es } from './es/training.ts';
import { trainingOverrides } from './es-MX/training.ts';
import { checkNamespace } from './namespace-checks.ts';
import { training as ptBr } from './pt-br/training.ts';

describe('training texts', () => {
  checkNamespace(ptBr, es, trainingOverrides);
});
