import { describe, expect, it } from 'vitest';
import { interpolate } from './interpolate.ts';

describe('interpolate', () => {
  it('fills every placeholder with its value', () => {
    expect(interpolate('Somente no {{shortName}}', { shortName: 'UM' })).toBe('Somente no UM');
    expect(interpolate('{{a}} + {{a}} = {{b}}', { a: 1, b: 2 })).toBe('1 + 1 = 2');
  });

  it('leaves a placeholder without a value as written', () => {
    expect(interpolate('Olá, {{name}}', {})).toBe('Olá, {{name}}');
    expect(interpolate('{{toString}}', {})).toBe('{{toString}}');
  });
});
