// An eighth country is a data change in packages/countries and packages/i18n only. This test registers a
// fictitious ninth country (test-fixtures/zembla.ts) beside the seven and resolves its language, labels
// and rules through the functions and fields the apps use — no app code knows it exists.
import { dictionaries, interpolate, isLang } from '@portal/i18n';
import { describe, expect, it } from 'vitest';
import { createCountryRegistry } from './create-registry.ts';
import {
  asksRegisterNumber,
  asksTermsConsent,
  choosesRegisterType,
  consentScriptKey,
  expandRegisterSpecialty,
  normalizeRegisterNumber,
  phoneRules,
  savedRegisterType,
  textSearchConfig,
  usesRegisterUf,
  zipMask,
} from './index.ts';
import { COUNTRY_REGISTRY, countryList, DEFAULT_COUNTRY, getCountry, resolveCountry } from './registry.ts';
import { isValidPhone } from './rules/phone-numbers.ts';
import { zembla } from './test-fixtures/zembla.ts';
import type { CountryCode } from './types.ts';

const registry = createCountryRegistry<CountryCode | 'ZZ'>([...countryList, zembla], DEFAULT_COUNTRY);
const country = registry.get('ZZ');

describe('a ninth country registered by a fixture', () => {
  it('is found by its host, its ?loc= override, a configured host and its analytics hosts', () => {
    expect(registry.resolve({ host: 'zz.localhost:3000' })).toBe('ZZ');
    expect(registry.resolve({ host: 'br.localhost', override: 'zz' })).toBe('ZZ');
    const hostMap = registry.parseHostMap('www.docuniverse.zz=ZZ');
    expect(registry.resolve({ host: 'WWW.docuniverse.zz:443', hostMap })).toBe('ZZ');
    expect(registry.analyticsContainerForHost('docuniverse.zz')).toBe('GTM-ZZ1Z2Z3');
    expect(registry.toCode(' zz ')).toBe('ZZ');
  });

  it('leaves the seven countries resolving as before', () => {
    expect(registry.list.map((c) => c.code)).toEqual([...COUNTRY_REGISTRY.codes, 'ZZ']);
    expect(registry.resolve({ host: 'mx.localhost' })).toBe('MX');
    expect(registry.resolve({ host: 'unknown.example' })).toBe('BR');
    expect(registry.ofRegion('CONOSUR').map((c) => c.code)).toEqual(['AR', 'CL', 'ZZ']);
  });

  it('speaks a language that has a dictionary, and reads and searches content in it', () => {
    expect(isLang(country.language)).toBe(true);
    expect(country.pageLanguage).toBe('es');
    expect(country.registerApiLanguage).toBe('es');
    expect(country.contentLanguage).toBe('es');
    expect(textSearchConfig(country)).toBe('portal_es');
    expect(country.forgotPasswordLanguage).toBeNull();
  });

  it('gets its labels from its dictionary and its own data', () => {
    const texts = dictionaries[country.language];
    // What the API's textsOf + clusterLabel do for a cluster heading.
    expect(interpolate(texts.content.clusters.novelty, { shortName: country.shortName })).toBe('Novedades');
    expect(interpolate(texts.content.clusters.exclusive, { shortName: country.shortName })).toBe(
      'Solo en DocUniverse',
    );
    expect(texts.training.certificatePdf.heading).toBe('Certificado de finalización');
    expect(country.labels).toEqual({
      state: 'Departamento',
      identityField: 'Matrícula del Colegio Médico de Zembla',
    });
    expect(country.specialtyLabels.oncology).toBe('Oncología clínica');
    expect(country.registerSpecialties.at(-1)?.label).toBe('Medicina general');
  });

  it('follows the rules its fields set, two of them Brazil-only among the real countries', () => {
    expect(asksTermsConsent(country)).toBe(true);
    expect(choosesRegisterType(country)).toBe(true);
    expect(savedRegisterType(country, 'COREN')).toBe('COREN');
    expect(savedRegisterType(country, 'CRF')).toBe('CRM');
    expect(usesRegisterUf(country)).toBe(false);
    expect(asksRegisterNumber(country)).toBe(false);
    expect(expandRegisterSpecialty(country, 'GENERAL')).toEqual(country.specialties);
    expect(normalizeRegisterNumber('42', country.registerNumberLength)).toBe('0000042');
    expect(isValidPhone('(11) 98765-4321', country)).toBe(false);
    expect(phoneRules(country).display).toBeNull();
    expect(zipMask(country)('1234567')).toBe('12345');
    expect(consentScriptKey(country, false)).toBeNull();
    expect(country.forgotEmailHelp).toBe(false);
  });

  it("stays out of the portal's own registry, whose CountryCode it does not widen", () => {
    expect(COUNTRY_REGISTRY.isCode('ZZ')).toBe(false);
    expect(resolveCountry({ host: 'zz.localhost' })).toBe('BR');
    // @ts-expect-error 'ZZ' is not a CountryCode: only the fixture's registry knows it.
    const unknown = () => getCountry('ZZ');
    expect(unknown()).toBeUndefined();
  });
});
