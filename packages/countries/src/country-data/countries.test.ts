import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { COUNTRIES, countryList } from '../registry.ts';
import { COUNTRY_CODES, type CountryCode, SPECIALTIES } from '../types.ts';

const ALL_SIX = ['cardiology', 'womens_health', 'oncology', 'ophthalmology', 'hematology', 'pneumology'];
const CONOSUR_FOUR = ['cardiology', 'womens_health', 'oncology', 'ophthalmology'];

// The spec's facts (sections 1, 3, 5 and 9, plus the choices of the brief), one table per fact.

/** [region, language, page language, register-API language, locale id]. */
const LANGUAGES: Record<CountryCode, readonly [string, string, string, string, string]> = {
  MX: ['MEXICO', 'es-MX', 'es-MX', 'es_MX', 'es-MX'],
  AR: ['CONOSUR', 'es', 'es', 'es', 'es-AR'],
  CL: ['CONOSUR', 'es', 'es', 'es', 'es-CL'],
  CR: ['PACA', 'es', 'es', 'es', 'es-CR'],
  CO: ['PACA', 'es', 'es', 'es', 'es-CO'],
  PE: ['PACA', 'es', 'es', 'es', 'es-PE'],
  BR: ['BRASIL', 'pt-br', 'pt', 'pt_BR', 'pt-BR'],
};

/** Section 9's time zones: [abbreviation, UTC offset, IANA zone]. */
const TIME_ZONES: Record<CountryCode, readonly [string, number, string]> = {
  MX: ['CST', -6, 'America/Mexico_City'],
  AR: ['ART', -3, 'America/Argentina/Buenos_Aires'],
  CL: ['CLST', -3, 'America/Santiago'],
  CR: ['CRC', -6, 'America/Costa_Rica'],
  CO: ['COT', -5, 'America/Bogota'],
  PE: ['PET', -5, 'America/Lima'],
  BR: ['BRT', -3, 'America/Sao_Paulo'],
};

/** Section 3's table of register fields. */
const REGISTER_FIELDS: Record<CountryCode, readonly string[]> = {
  MX: ['treatment', 'state', 'identityDocumentOrMedicalCollegiate', 'salesRepresentativeCode'],
  AR: ['state', 'nationalRegistration', 'provincialEnrollment'],
  CL: ['state', 'RUT'],
  CR: ['identityDocumentOrMedicalCollegiate'],
  CO: ['identityDocumentOrMedicalCollegiate'],
  PE: ['identityDocumentOrMedicalCollegiate'],
  BR: ['UF', 'CRM', 'TermosEPoliticas'],
};

/** Section 5's names of the state and identity fields. */
const FIELD_LABELS: Record<CountryCode, string> = {
  MX: 'Estado de la República / Cédula profesional',
  AR: 'Provincia / Número de identificación',
  CL: 'Región / Número de identificación',
  CR: 'Provincia / Número de colegiado médico',
  CO: 'Provincia / Número de identificación',
  PE: 'Provincia / Número de colegiatura médica (CMP)',
  BR: 'Estado / CRM',
};

/** The footer's last-updated month, and whether the legal pages open in a new tab. */
const FOOTER_FACTS: Record<CountryCode, string> = {
  MX: 'Última actualización: mayo de 2025; same tab',
  AR: 'Última actualización: abril de 2025; new tab',
  CL: 'Última actualización: marzo de 2025; new tab',
  CR: 'Última actualización: junio de 2025; same tab',
  CO: 'Última actualización: junio de 2025; same tab',
  PE: 'Última actualización: agosto de 2025; same tab',
  BR: 'Última atualização: julho de 2025; new tab',
};

describe.each(COUNTRY_CODES)('country %s', (code) => {
  const country = COUNTRIES[code];
  const [region, language, pageLanguage, registerApiLanguage, localeId] = LANGUAGES[code];
  const [lastUpdated, tab] = FOOTER_FACTS[code].split('; ');
  const brazil = code === 'BR';

  it('carries its own code', () => {
    expect(country.code).toBe(code);
  });

  it('belongs to its region, sent as UMRegion too', () => {
    expect(country.region).toBe(region);
    expect(country.umRegion).toBe(region);
  });

  it('has the languages and locale of the spec, and reads content in its language', () => {
    expect(country.language).toBe(language);
    expect(country.pageLanguage).toBe(pageLanguage);
    expect(country.registerApiLanguage).toBe(registerApiLanguage);
    expect(country.localeId).toBe(localeId);
    expect(Intl.getCanonicalLocales(country.localeId)).toEqual([country.localeId]);
    expect(country.contentLanguage).toBe(language?.slice(0, 2));
  });

  it('has the time zone of spec section 9, with an IANA zone that exists', () => {
    const [abbreviation, offset, iana] = TIME_ZONES[code];
    expect(country.timeZone).toEqual({ abbreviation, utcOffsetHours: offset, iana });
    expect(() => new Intl.DateTimeFormat('en', { timeZone: country.timeZone.iana })).not.toThrow();
  });

  it('has its app name', () => {
    expect([country.appName, country.shortName]).toEqual(
      brazil ? ['Universo Médico', 'UM'] : ['DocUniverse', 'DocUniverse'],
    );
  });

  it('offers the specialties of its region, each with a label', () => {
    expect(country.specialties).toEqual(region === 'CONOSUR' ? CONOSUR_FOUR : ALL_SIX);
    for (const specialty of SPECIALTIES) expect(country.specialtyLabels[specialty]).toMatch(/\S/);
  });

  it('offers every specialty plus one general option at registration', () => {
    const values = country.registerSpecialties.map((option) => option.value);
    const general = brazil ? 'OUTROS' : 'GENERAL';
    expect(values.filter((value) => value === 'OUTROS' || value === 'GENERAL')).toEqual([general]);
    expect(values.filter((value) => value !== general).sort()).toEqual([...country.specialties].sort());
    expect(values.at(-1)).toBe(general);
    for (const option of country.registerSpecialties) expect(option.label).toMatch(/\S/);
  });

  it('asks for its register fields and types (Brazil alone offers a choice)', () => {
    expect(country.registerFields).toEqual(REGISTER_FIELDS[code]);
    expect(country.registerTypes).toEqual(brazil ? ['COREN', 'CRF', 'CRM'] : ['CRM']);
  });

  it('names the state and identity fields as spec section 5 says', () => {
    expect(`${country.labels.state} / ${country.labels.identityField}`).toBe(FIELD_LABELS[code]);
  });

  it("has Brazil's own behaviours only in Brazil (spec sections 1, 5 and 6)", () => {
    expect(country.forgotEmailHelp).toBe(brazil);
    expect(country.forgotPasswordLanguage).toBe(brazil ? 'pt-br' : null);
    expect(country.phoneFormat).toBe(brazil ? 'brazil' : 'plain');
    expect(country.zipFormat.kind === 'digits' && country.zipFormat.hyphenAfter === 5).toBe(brazil);
  });

  it('pads register numbers to a sensible length', () => {
    expect(country.registerNumberLength).toBeGreaterThanOrEqual(5);
    expect(country.registerNumberLength).toBeLessThanOrEqual(10);
  });

  it('has a footer with approval code, last-updated text and its own images', () => {
    const { footer } = country;
    const cc = code.toLowerCase();
    expect(footer.approvalCode).toContain(`-${code}-`);
    expect(footer.lastUpdated).toBe(lastUpdated);
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
    } else if (code === 'BR') {
      // Brazil hosts its legal pages at Portuguese addresses; its contact page is the company's.
      expect(terms).toMatchObject({ route: '/termos-de-uso', external: null, openInNewTab: false });
      expect(privacy).toMatchObject({
        route: '/politica-de-privacidade',
        external: null,
        openInNewTab: false,
      });
      expect(contact.openInNewTab).toBe(tab === 'new tab');
    } else {
      for (const link of [terms, privacy]) {
        expect(link.route).toBeNull();
        expect(new URL(link.external ?? '').protocol).toBe('https:');
        expect(link.openInNewTab).toBe(tab === 'new tab');
      }
      expect(contact.openInNewTab).toBe(tab === 'new tab');
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

  it("gives every country the company's own pharmacovigilance channel, the footer's where it has one", () => {
    for (const country of countryList) {
      const { phone, email, url } = country.pharmacovigilance;
      expect(phone, country.code).toMatch(/^[\d ]{8,}$/);
      // The company's own channel, on the country's own domain, not the regulator's.
      const domain = new URL(url).hostname.replace(/^www\./, '');
      expect(email, country.code).toBe(`farmacovigilancia@${domain}`);
      expect(url, country.code).toMatch(/^https:\/\/www\.[a-z.]+\/farmacovigilancia$/);
    }
    expect(COUNTRIES.MX.pharmacovigilance).toMatchObject(COUNTRIES.MX.footer.pharmacovigilance ?? {});
    expect(COUNTRIES.BR.pharmacovigilance.url).toBe(COUNTRIES.BR.footer.adverseEvent?.url);
    expect(new Set(countryList.map((c) => c.pharmacovigilance.phone)).size).toBe(countryList.length);
  });

  it('has an imprint of its own in Mexico and Brazil, external legal pages elsewhere', () => {
    expect(COUNTRIES.MX.legal.imprint).toMatchObject({ route: '/imprint', external: null });
    expect(COUNTRIES.BR.legal.imprint).toMatchObject({ route: '/imprint', external: null });
    for (const country of countryList.filter((c) => c.legal.terms.route === null))
      expect(country.legal.imprint).toBeNull();
  });

  it('shows each country its own company, real for Mexico and marked demo elsewhere', () => {
    expect(COUNTRIES.MX.company).toMatchObject({
      legalName: '{{brand}} de México, S.A. de C.V.',
      demo: false,
    });
    expect(COUNTRIES.MX.company.registrations[0]).toMatch(/RFC/);
    expect(COUNTRIES.BR.company.legalName).toMatch(/do Brasil/);
    expect(COUNTRIES.BR.company.address).toMatch(/São Paulo/);
    const names = countryList.map((country) => country.company.legalName);
    expect(new Set(names).size).toBe(names.length);
    for (const country of countryList.filter((c) => c.code !== 'MX')) {
      expect(country.company.demo).toBe(true);
      expect(country.company.address).not.toMatch(/México/);
    }
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
