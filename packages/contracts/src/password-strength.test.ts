import { describe, expect, it } from 'vitest';
import { loadPasswordEstimator, MIN_PASSWORD_SCORE } from './password-strength.ts';

describe('password strength (zxcvbn with common, pt-br and es dictionaries)', () => {
  it('finds common passwords in English, Portuguese and Spanish weak', async () => {
    const estimate = await loadPasswordEstimator();
    for (const password of ['password1234', 'qwertyuiop123', 'contraseña1234', 'senha12345678']) {
      expect(estimate(password), password).toMatchObject({ weak: true });
    }
  });

  it("counts the user's name and e-mail as guessable", async () => {
    const estimate = await loadPasswordEstimator();
    expect(estimate('Xandrovisky-2026').weak).toBe(false);
    expect(estimate('Xandrovisky-2026', ['ana.xandrovisky@example.com']).weak).toBe(true);
  });

  it("scores 0 a password holding the e-mail's name, as the policy refuses it", async () => {
    const estimate = await loadPasswordEstimator();
    expect(estimate('doctor.cl-2026').score).toBeGreaterThanOrEqual(MIN_PASSWORD_SCORE);
    expect(estimate('doctor.cl-2026', ['doctor.cl@example.com'])).toEqual({ score: 0, weak: true });
  });

  it('accepts long passphrases without composition rules', async () => {
    const estimate = await loadPasswordEstimator();
    for (const password of ['lua cheia sobre o rio verde', 'Correct-Horse-42', 'Otra-Clave-Segura-2026']) {
      expect(estimate(password).score, password).toBeGreaterThanOrEqual(MIN_PASSWORD_SCORE);
    }
  });
});
