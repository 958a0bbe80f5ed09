import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { COUNTRIES, countryList } from '../registry.ts';
import { COUNTRY_CODES, type CountryCode, SPECIALTIES } from '../types.ts';

const ALL_SIX = ['cardiology', 'womens_health', 'oncology', 'ophthalmology', 'hematology', 'pneumology'];
const CONOSUR_FOUR = ['cardiology', 'womens_health', 'oncology', 'ophthalmology'];

// One row per country: the spec's sections 1, 3, 5 and 9, plus the choices of the brief.
const expected: Record<
  CountryCode,
  {
    region: string;
    language: string;
    pageLanguage: string;
    registerApiLanguage: string;
    tz: [string, number, string];
    localeId: string;
    appName: string;
    shortName: string;
    specialties: string[];
    registerFields: string[];
    registerTypes: string[];
    stateLabel: string;
    identityLabel: string;
    lastUpdated: string;
    newTab: boolean;
  }
> = {
  MX: {
    region: 'MEXICO',
    language: 'es-MX',
    pageLanguage: 'es-MX',
    registerApiLanguage: 'es_MX',
    tz: ['CST', -6, 'America/Mexico_City'],
    localeId: 'es-MX',
    appName: 'DocUniverse',
    shortName: 'DocUniverse',
    specialties: ALL_SIX,
    registerFields: ['treatment', 'state', 'identityDocumentOrMedicalCollegiate', 'salesRepresentativeCode'],
    registerTypes: ['CRM'],
    stateLabel: 'Estado de la República',
    identityLabel: 'Cédula profesional',
    lastUpdated: 'Última actualización: mayo de 2025',
    newTab: false,
  },
  AR: {
    region: 'CONOSUR',
    language: 'es',
    pageLanguage: 'es',
    registerApiLanguage: 'es',
    tz: ['ART', -3, 'America/Argentina/Buenos_Aires'],
    localeId: 'es-AR',
    appName: 'DocUniverse',
    shortName: 'DocUniverse',
    specialties: CONOSUR_FOUR,
    registerFields: ['state', 'nationalRegistration', 'provincialEnrollment'],
    registerTypes: ['CRM'],
    stateLabel: 'Provincia',
    identityLabel: 'Número de identificación',
    lastUpdated: 'Última actualización: abril de 2025',
    newTab: true,
  },
  CL: {
    region: 'CONOSUR',
    language: 'es',
    pageLanguage: 'es',
    registerApiLanguage: 'es',
    tz: ['CLST', -3, 'America/Santiago'],
    localeId: 'es-CL',
    appName: 'DocUniverse',
    shortName: 'DocUniverse',
    specialties: CONOSUR_FOUR,
    registerFields: ['state', 'RUT'],
    registerTypes: ['CRM'],
    stateLabel: 'Región',
    identityLabel: 'Número de identificación',
    lastUpdated: 'Última actualización: marzo de 2025',
    newTab: true,
  },
  CR: {
    region: 'PACA',
    language: 'es',
    pageLanguage: 'es',
    registerApiLanguage: 'es',
    tz: ['CRC', -6, 'America/Costa_Rica'],
    localeId: 'es-CR',
    appName: 'DocUniverse',
    shortName: 'DocUniverse',
    specialties: ALL_SIX,
    registerFields: ['identityDocumentOrMedicalCollegiate'],
    registerTypes: ['CRM'],
    stateLabel: 'Provincia',
    identityLabel: 'Número de colegiado médico',
    lastUpdated: 'Última actualización: junio de 2025',
    newTab: false,
  },
  CO: {
    region: 'PACA',
    language: 'es',
    pageLanguage: 'es',
    registerApiLanguage: 'es',
    tz: ['COT', -5, 'America/Bogota'],
    localeId: 'es-CO',
    appName: 'DocUniverse',
    shortName: 'DocUniverse',
    specialties: ALL_SIX,
    registerFields: ['identityDocumentOrMedicalCollegiate'],
    registerTypes: ['CRM'],
    stateLabel: 'Provincia',
    identityLabel: 'Número de identificación',
    lastUpdated: 'Última actualización: junio de 2025',
    newTab: false,
  },
  PE: {
    region: 'PACA',
    language: 'es',
    pageLanguage: 'es',
    registerApiLanguage: 'es',
    tz: ['PET', -5, 'America/Lima'],
    localeId: 'es-PE',
    appName: 'DocUniverse',
    shortName: 'DocUniverse',
    specialties: ALL_SIX,
    registerFields: ['identityDocumentOrMedicalCollegiate'],
    registerTypes: ['CRM'],
    stateLabel: 'Provincia',
    identityLabel: 'Número de colegiatura médica (CMP)',
    lastUpdated: 'Última actualización: agosto de 2025',
    newTab: false,
  },
  BR: {
    region: 'BRASIL',
    language: 'pt-br',
    pageLanguage: 'pt',
    registerApiLanguage: 'pt_BR',
    tz: ['BRT', -3, 'America/Sao_Paulo'],
    localeId: 'pt-BR',
    appName: 'Universo Médico',
    shortName: 'UM',
    specialties: ALL_SIX,
    registerFields: ['UF', 'CRM', 'TermosEPoliticas'],
    registerTypes: ['COREN', 'CRF', 'CRM'],
    stateLabel: 'Estado',
    identityLabel: 'CRM',
    lastUpdated: 'Última atualização: julho de 2025',
    newTab: true,
  },
};

describe.each(COUNTRY_CODES)('country %s', (code) => {
  const country = COUNTRIES[code];
  const want = expected[code];

  it('carries its own code', () => {
    expect(country.code).toBe(code);
  });

  it('belongs to its region, sent as UMRegion too', () => {
    expect(country.region).toBe(want.region);
    expect(country.umRegion).toBe(want.region);
  });

  it('has the languages and locale of the spec', () => {
    expect(country.language).toBe(want.language);
    expect(country.pageLanguage).toBe(want.pageLanguage);
    expect(country.registerApiLanguage).toBe(want.registerApiLanguage);
    expect(country.localeId).toBe(want.localeId);
    expect(Intl.getCanonicalLocales(country.localeId)).toEqual([country.localeId]);
  });

  it('has the time zone of spec section 9, with an IANA zone that exists', () => {
    const [abbreviation, offset, iana] = want.tz;
    expect(country.timeZone).toEqual({ abbreviation, utcOffsetHours: offset, iana });
    expect(() => new Intl.DateTimeFormat('en', { timeZone: country.timeZone.iana })).not.toThrow();
  });

  it('has its app name', () => {
    expect(country.appName).toBe(want.appName);
    expect(country.shortName).toBe(want.shortName);
  });

  it('offers the specialties of its region, each with a label', () => {
    expect(country.specialties).toEqual(want.specialties);
    for (const specialty of SPECIALTIES) expect(country.specialtyLabels[specialty]).toMatch(/\S/);
  });

  it('offers every specialty plus one general option at registration', () => {
    const values = country.registerSpecialties.map((option) => option.value);
    const general = code === 'BR' ? 'OUTROS' : 'GENERAL';
    expect(values.filter((value) => value === 'OUTROS' || value === 'GENERAL')).toEqual([general]);
    expect(values.filter((value) => value !== general).sort()).toEqual([...want.specialties].sort());
    expect(values.at(-1)).toBe(general);
    for (const option of country.registerSpecialties) expect(option.label).toMatch(/\S/);
  });

  it('asks for its register fields and types', () => {
    expect(country.registerFields).toEqual(want.registerFields);
    expect(country.registerTypes).toEqual(want.registerTypes);
  });

  it('names the state and identity fields as spec section 5 says', () => {
    expect(country.labels.state).toBe(want.stateLabel);
    expect(country.labels.identityField).toBe(want.identityLabel);
  });

  it('pads register numbers to a sensible length', () => {
    expect(country.registerNumberLength).toBeGreaterThanOrEqual(5);
    expect(country.registerNumberLength).toBeLessThanOrEqual(10);
  });

  it('has a footer with approval code, last-updated text and its own images', () => {
    const { footer } = country;
    const cc = code.toLowerCase();
    expect(footer.approvalCode).toContain(`-${code}-`);
    expect(footer.lastUpdated).toBe(want.lastUpdated);
    expect(footer.qrCodeImage).toBe(`/images/qr-app-${cc}.svg`);
    expect(footer.bannerImage).toBe(`/images/banner-${cc}.svg`);
    expect(footer.qrCodeAlt).toMatch(/\S/);
    expect(footer.bannerAlt).toMatch(/\S/);
    expect(footer.disclaimers.length).toBeGreaterThan(0);
  });

  it('points its footer at images the web app serves', () => {
    for (const image of [country.footer.qrCodeImage, country.footer.bannerImage]) {
      expect(existsSync(new URL(`../../../../apps/web/public${image}`, import.meta.url))).toBe(true);
    }
  });

  it('links its legal pages with the open-in-new-tab flag of the country', () => {
    const { terms, privacy, contact } = country.legal;
    if (code === 'MX') {
      expect(terms).toMatchObject({ route: '/condiciones-de-uso', external: null, openInNewTab: false });
      expect(privacy).toMatchObject({
        route: '/politica-de-privacidad',
        external: null,
        openInNewTab: false,
      });
    } else {
      for (const link of [terms, privacy]) {
        expect(link.route).toBeNull();
        expect(new URL(link.external ?? '').protocol).toBe('https:');
        expect(link.openInNewTab).toBe(want.newTab);
      }
      expect(contact.openInNewTab).toBe(want.newTab);
    }
    expect(new URL(contact.external ?? '').protocol).toBe('https:');
    for (const link of [terms, privacy, contact]) expect(link.label).toMatch(/\S/);
  });

  it('has integration keys and a support contact', () => {
    expect(country.apiKey).toMatch(new RegExp(`^3_portal-${code.toLowerCase()}-`));
    expect(country.consentKey).toBeNull();
    expect(country.analyticsContainer).toMatch(/^GTM-[A-Z0-9]+$/);
    expect(country.siteVerificationKey).toMatch(/\S/);
    expect(country.support.email).toMatch(/^[^@\s]+@[^@\s]+\.[a-z]+$/);
    expect(country.support.phone).toMatch(/\d/);
  });
});

describe('per-country specifics', () => {
  it('labels womens health Ginecología in Mexico only', () => {
    expect(COUNTRIES.MX.specialtyLabels.womens_health).toBe('Ginecología');
    expect(COUNTRIES.MX.registerSpecialties.find((o) => o.value === 'womens_health')?.label).toBe(
      'Ginecología',
    );
    for (const code of COUNTRY_CODES.filter((c) => c !== 'MX')) {
      expect(COUNTRIES[code].specialtyLabels.womens_health).not.toBe('Ginecología');
    }
    expect(COUNTRIES.AR.specialtyLabels.womens_health).toBe('Salud femenina');
    expect(COUNTRIES.BR.specialtyLabels.womens_health).toBe('Saúde da mulher');
  });

  it('shows Brazil cardiology as Cardiorrenal and general clinic as OUTROS, in order', () => {
    expect(COUNTRIES.BR.registerSpecialties.map((o) => [o.label, o.value])).toEqual([
      ['Cardiorrenal', 'cardiology'],
      ['Hematologia', 'hematology'],
      ['Oftalmologia', 'ophthalmology'],
      ['Oncologia', 'oncology'],
      ['Pneumologia', 'pneumology'],
      ['Saúde da mulher', 'womens_health'],
      ['Clínica geral', 'OUTROS'],
    ]);
  });

  it('calls the general option Medicina general outside Brazil', () => {
    for (const country of countryList.filter((c) => c.code !== 'BR')) {
      expect(country.registerSpecialties.at(-1)).toMatchObject({
        label: 'Medicina general',
        value: 'GENERAL',
      });
    }
  });

  it('gives Conosur no hematology or pneumology', () => {
    for (const country of countryList.filter((c) => c.region === 'CONOSUR')) {
      const values = country.registerSpecialties.map((o) => o.value);
      expect(values).not.toContain('hematology');
      expect(values).not.toContain('pneumology');
    }
  });

  it('has Brazil adverse-event, technical-complaint and pharmaceuticals links and a doc-finder code', () => {
    const { footer } = COUNTRIES.BR;
    expect(footer.adverseEvent?.label).toBe('Relatar evento adverso');
    expect(footer.technicalComplaint?.label).toBe('Queixa técnica');
    expect(footer.pharmaceuticals?.label).toMatch(/\S/);
    for (const link of [footer.adverseEvent, footer.technicalComplaint, footer.pharmaceuticals]) {
      expect(new URL(link?.url ?? '').protocol).toBe('https:');
    }
    expect(footer.docFinderApprovalCode).toMatch(/^PP-.*-BR-/);
    for (const country of countryList.filter((c) => c.code !== 'BR')) {
      expect(country.footer.adverseEvent).toBeUndefined();
      expect(country.footer.technicalComplaint).toBeUndefined();
      expect(country.footer.docFinderApprovalCode).toBeUndefined();
    }
  });

  it('puts the Mexican pharmacovigilance contact in its disclaimer', () => {
    const { pharmacovigilance, disclaimers } = COUNTRIES.MX.footer;
    expect(pharmacovigilance?.email).toMatch(/@/);
    const text = disclaimers.join('\n');
    expect(text).toContain(pharmacovigilance?.email);
    expect(text).toContain(pharmacovigilance?.phone);
    for (const country of countryList.filter((c) => c.code !== 'MX')) {
      expect(country.footer.pharmacovigilance).toBeUndefined();
    }
  });

  it('has an imprint in Mexico only, on its own route', () => {
    expect(COUNTRIES.MX.legal.imprint).toMatchObject({ route: '/imprint', external: null });
    for (const country of countryList.filter((c) => c.code !== 'MX'))
      expect(country.legal.imprint).toBeNull();
  });

  it('dates Brazil July 2025 and Colombia and Costa Rica June 2025', () => {
    expect(COUNTRIES.BR.footer.lastUpdated).toMatch(/julho de 2025/);
    expect(COUNTRIES.CO.footer.lastUpdated).toMatch(/junio de 2025/);
    expect(COUNTRIES.CR.footer.lastUpdated).toMatch(/junio de 2025/);
  });

  it('keeps keys, containers and approval codes distinct per country', () => {
    for (const pick of [
      (c: (typeof countryList)[number]) => c.apiKey,
      (c: (typeof countryList)[number]) => c.analyticsContainer,
      (c: (typeof countryList)[number]) => c.siteVerificationKey,
      (c: (typeof countryList)[number]) => c.footer.approvalCode,
    ]) {
      expect(new Set(countryList.map(pick)).size).toBe(countryList.length);
    }
  });
});
