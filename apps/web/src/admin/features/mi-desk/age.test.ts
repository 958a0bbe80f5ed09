import { describe, expect, it } from 'vitest';
import { formatAge } from './age.ts';

const AT = '2026-03-10T12:00:00.000Z';
const after = (ms: number) => Date.parse(AT) + ms;

describe('formatAge', () => {
  it('says the largest whole unit, in the language', () => {
    expect(formatAge('pt-BR', AT, after(30_000))).toBe('agora');
    expect(formatAge('pt-BR', AT, after(5 * 60_000))).toBe('há 5 minutos');
    expect(formatAge('pt-BR', AT, after(3 * 3_600_000 + 59 * 60_000))).toBe('há 3 horas');
    expect(formatAge('es', AT, after(2 * 86_400_000 + 3_600_000))).toBe('hace 2 días');
  });

  it('never says a time to come, even with a skewed clock', () => {
    expect(formatAge('es', AT, after(-60_000))).toBe('ahora');
  });
});
