import { describe, expect, it } from 'vitest';
import { countryList } from '../registry.ts';
import {
  asksRegisterNumber,
  asksTermsConsent,
  choosesRegisterType,
  usesRegisterUf,
} from './register-fields.ts';

describe('rules carried by the register fields', () => {
  // Spec section 6: the terms-consent flag and the register type choice are Brazil-only behaviours;
  // spec section 5: the doctor-number check takes the UF, which only Brazil's registration asks for.
  it('applies them in Brazil only among the seven', () => {
    for (const country of countryList) {
      const brazil = country.code === 'BR';
      expect(usesRegisterUf(country), country.code).toBe(brazil);
      expect(asksRegisterNumber(country), country.code).toBe(brazil);
      expect(asksTermsConsent(country), country.code).toBe(brazil);
      expect(choosesRegisterType(country), country.code).toBe(brazil);
    }
  });
});
