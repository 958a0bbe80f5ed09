import { describe, expect, it } from 'vitest';
import { initialsOf } from './initials.ts';

describe('initialsOf', () => {
  it('takes the first and last names, skipping titles and particles', () => {
    expect(initialsOf('Ana Souza Oliveira')).toBe('AO');
    expect(initialsOf('Dra. María de la Cruz')).toBe('MC');
    expect(initialsOf('Alejandro Hernández López')).toBe('AL');
    expect(initialsOf('Élodie')).toBe('É');
    expect(initialsOf('  ')).toBe('');
  });
});
