import { describe, expect, it } from 'vitest';
import { canAccessSpeakerTraining, canUseDoctorFinder, isDentist } from './policies.ts';

const user = (registerType: string | null, canAccessSpeakTraining = false) => ({
  registerType,
  canAccessSpeakTraining,
});

describe('policies', () => {
  it('speaker training follows the flag only', () => {
    expect(canAccessSpeakerTraining(user('CRM', true))).toBe(true);
    expect(canAccessSpeakerTraining(user('COREN', true))).toBe(true);
    expect(canAccessSpeakerTraining(user('CRM', false))).toBe(false);
  });
  it('the doctor-finder is for CRM only', () => {
    expect(canUseDoctorFinder(user('CRM'))).toBe(true);
    for (const type of ['COREN', 'CRF', 'CRO', null]) expect(canUseDoctorFinder(user(type))).toBe(false);
  });
  it('CRO is a dentist', () => {
    expect(isDentist(user('CRO'))).toBe(true);
    expect(isDentist(user('CRM'))).toBe(false);
  });
});
