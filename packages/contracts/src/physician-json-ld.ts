// schema.org Physician for a doctor-finder profile: the same data block whether the server puts it in the
// page's head (search engines, link previews) or the web adds it while the profile is shown.
import type { DocfinderPublicPhysician } from './docfinder.ts';

/** The JSON-LD text (a data block, never executed), with `<` escaped so it cannot end its script. */
export function physicianJsonLd(
  physician: DocfinderPublicPhysician,
  specialties: string[],
  url: string,
): string {
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Physician',
    name: physician.name,
    url,
    medicalSpecialty: specialties,
    identifier: [physician.registerNumber, physician.registerUf].filter(Boolean).join('/'),
    ...(physician.phone ? { telephone: physician.phone } : {}),
    address: physician.addresses.map((a) => ({
      '@type': 'PostalAddress',
      streetAddress: `${a.street}, ${a.number}${a.complement ? `, ${a.complement}` : ''}`,
      addressLocality: a.city,
      // The state's name in the country's language (the code is for machines of ours).
      addressRegion: a.stateName,
      postalCode: a.postalCode,
    })),
  };
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
