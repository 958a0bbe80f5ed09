import type { RegisterSpecialtyOption, Specialty } from '../types.ts';

// Labels shared by the six Spanish-speaking countries; Mexico overrides womens_health.
export const SPANISH_SPECIALTY_LABELS: Record<Specialty, string> = {
  cardiology: 'Cardiología',
  womens_health: 'Salud femenina',
  oncology: 'Oncología',
  ophthalmology: 'Oftalmología',
  hematology: 'Hematología',
  pneumology: 'Neumología',
};

/** The country's specialties as register options, closed by the general-medicine option that means all of them. */
export function spanishRegisterSpecialties(
  specialties: readonly Specialty[],
  labels: Record<Specialty, string>,
): RegisterSpecialtyOption[] {
  return [
    ...specialties.map((value) => ({ label: labels[value], value })),
    { label: 'Medicina general', value: 'GENERAL', subText: 'Incluye todas las especialidades anteriores' },
  ];
}
