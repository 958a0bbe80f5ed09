// Real-shaped numbers per country, as physicians type them, and the verdict of the numbering plan.
// Each valid sample is also checked against libphonenumber-js's own isValidPhoneNumber, so a metadata
// update that changes a plan shows up here.
import { isValidPhoneNumber } from 'libphonenumber-js/max';
import { describe, expect, it } from 'vitest';
import { COUNTRIES } from '../registry.ts';
import type { CountryCode } from '../types.ts';
import { displayPhone, isValidPhone, parseCountryPhone } from './phone-numbers.ts';

interface Samples {
  valid: string[];
  invalid: string[];
}

const SAMPLES: Record<CountryCode, Samples> = {
  AR: {
    valid: [
      '11 4123-4567', // Buenos Aires landline
      '011 4321-9876', // the same, with the trunk 0
      '11 5123-4567', // Buenos Aires landline, 5 series
      '11 15 2345-6789', // Buenos Aires mobile, dialled with 15
      '9 11 2345-6789', // Buenos Aires mobile, as given abroad
      '+54 9 11 2345-6789',
      '351 422-3344', // Córdoba
      '0351 15 555-1234', // Córdoba mobile
      '221 423-4567', // La Plata
      '341 456-7890', // Rosario
      '261 429-0000', // Mendoza
      '2966 42-1234', // Río Gallegos
    ],
    invalid: [
      '11 2345-678', // one digit short
      '1234',
      '0800 333 4444', // toll-free
      '15 2345-6789', // mobile without its area code
      '',
      '+55 11 98765-4321', // a Brazilian number
      '4123-4567', // landline without its area code
      '11 4123-45678', // one digit too many
      '0 11 15 2345 6789 0',
      '00 11 4123-4567',
    ],
  },
  BR: {
    valid: [
      '(11) 98765-4321',
      '(11) 3123-4567',
      '(21) 2345-6789',
      '(61) 99876-5432',
      '(85) 3456-7890',
      '(31) 3333-4444',
      '(41) 99999-1234',
      '(99) 98123-4567',
      '11987654321',
      '+55 51 3212-3456',
    ],
    invalid: [
      '(10) 98765-4321', // no DDD 10
      '(11) 8765-4321', // landline numbers do not start with 8
      '(11) 1234-5678',
      '98765-4321', // without the DDD
      '(20) 3123-4567', // no DDD 20
      '(11) 08765-4321',
      '(11) 18765-4321', // 11 digits not starting with 9
      '(01) 98765-4321',
      '0800 123 4567', // toll-free
      '+54 11 4123-4567', // an Argentine number
    ],
  },
  MX: {
    valid: [
      '55 1234 5678', // Mexico City
      '33 3123 4567', // Guadalajara
      '81 8123 4567', // Monterrey
      '222 123 4567', // Puebla
      '998 123 4567', // Cancún
      '664 123 4567', // Tijuana
      '442 123 4567', // Querétaro
      '999 123 4567', // Mérida
      '+52 55 1234 5678',
      '5512345678',
    ],
    invalid: [
      '55 1234 567',
      '123',
      '01 800 123 4567',
      '044 55 1234 5678', // the old mobile prefix
      '10 1234 5678',
      '+52 1 55 1234 5678', // the old international mobile 1
      '800 123 4567', // toll-free
      '1234 5678',
      '55 1234 56789',
      '+1 212 555 0100',
    ],
  },
  CL: {
    valid: [
      '9 8765 4321', // mobile
      '+56 9 8765 4321',
      '2 2123 4567', // Santiago
      '32 212 3456', // Valparaíso
      '41 212 3456', // Concepción
      '45 212 3456', // Temuco
      '55 212 3456', // Antofagasta
      '71 221 3456', // Talca
      '57 242 1234', // Iquique
      '56987654321',
    ],
    invalid: [
      '9 876 5432', // one digit short
      '8765 4321',
      '600 123 4567', // shared cost
      '2 212 345',
      '1 2345 6789',
      '800 123 456', // toll-free
      '',
      '9 8765 43210',
      '+51 987 654 321',
      '0',
    ],
  },
  CR: {
    valid: [
      '8312 3456',
      '2212 3456', // San José landline
      '6012 3456',
      '7012 3456',
      '+506 8312 3456',
      '2290 1234',
      '8888 8888',
      '2441 2345', // Alajuela
      '2661 2345', // Guanacaste
      '50683123456',
    ],
    invalid: [
      '4000 1234', // VoIP
      '1234 5678',
      '9123 4567',
      '831 2345',
      '5123 4567',
      '3123 4567',
      '800 123 4567', // toll-free
      '8312 34567',
      '',
      '+57 300 123 4567',
    ],
  },
  CO: {
    valid: [
      '300 123 4567',
      '310 234 5678',
      '601 234 5678', // Bogotá
      '604 444 1234', // Medellín
      '+57 315 123 4567',
      '320 123 4567',
      '350 123 4567',
      '602 234 5678', // Cali
      '605 345 6789', // Barranquilla
      '573001234567',
    ],
    invalid: [
      '1 234 5678', // the old Bogotá form
      '200 123 4567',
      '30 123 4567',
      '607 123 4567',
      '900 123 4567',
      '301 234 567',
      '01 8000 123456', // toll-free
      '300 123 45678',
      '',
      '+52 55 1234 5678',
    ],
  },
  PE: {
    valid: [
      '987 654 321',
      '01 234 5678', // Lima
      '1 234 5678',
      '+51 912 345 678',
      '44 123456', // Trujillo
      '54 234567', // Arequipa
      '064 234567', // Huancayo
      '74 234567', // Chiclayo
      '84 234567', // Cusco
      '51987654321',
    ],
    invalid: [
      '87 654 321',
      '812 345 678',
      '0 12345',
      '0800 12345', // toll-free
      '987 654 32',
      '987 654 3210',
      '',
      '1234',
      '+56 9 8765 4321',
      '00 987 654 321',
    ],
  },
};

describe.each(Object.entries(SAMPLES) as [CountryCode, Samples][])('phone numbers of %s', (code, samples) => {
  const country = COUNTRIES[code];

  it.each(samples.valid)('accepts %s, as libphonenumber-js does', (sample) => {
    expect(isValidPhone(sample, country)).toBe(true);
    expect(isValidPhoneNumber(sample, code)).toBe(true);
  });

  it.each(samples.invalid)('refuses %s', (sample) => {
    expect(isValidPhone(sample, country)).toBe(false);
  });

  it('has ten of each', () => {
    expect(samples.valid.length).toBeGreaterThanOrEqual(10);
    expect(samples.invalid.length).toBeGreaterThanOrEqual(10);
  });
});

describe('parseCountryPhone', () => {
  it('stores E.164 and shows the national form', () => {
    expect(parseCountryPhone('11 15 2345-6789', COUNTRIES.AR)).toEqual({
      e164: '+5491123456789',
      national: '011 15-2345-6789',
    });
    expect(parseCountryPhone('11987654321', COUNTRIES.BR)).toEqual({
      e164: '+5511987654321',
      national: '(11) 98765-4321',
    });
  });

  it('gives Buenos Aires the numbers the literal first-digit rule refused', () => {
    // The spec's rule (first digit 2..9 after stripping) would refuse every number of area code 11.
    expect('1141234567'.replace(/\D/g, '')[0]).toBe('1');
    expect(isValidPhone('1141234567', COUNTRIES.AR)).toBe(true);
  });
});

describe('displayPhone', () => {
  it('shows a stored E.164 number, and digits saved before normalisation, nationally', () => {
    expect(displayPhone('+5511987654321', COUNTRIES.BR)).toBe('(11) 98765-4321');
    expect(displayPhone('11987654321', COUNTRIES.BR)).toBe('(11) 98765-4321');
    expect(displayPhone('+525512345678', COUNTRIES.MX)).toBe('55 1234 5678');
  });

  it('keeps what it cannot read as it was stored', () => {
    expect(displayPhone('12345', COUNTRIES.MX)).toBe('12345');
    expect(displayPhone(null, COUNTRIES.MX)).toBe('');
  });
});
