// The demo listings are stored as the doctor-finder stores what physicians save: states as codes of the
// country's list (decision 010), phones in E.164 (decision 009).
import { getCountry, isCountryCode } from '@portal/countries';
import { parseCountryPhone } from '@portal/countries/phone-numbers';
import { isStateOf } from '@portal/countries/states';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from './demo-accounts.ts';
import { demoDocfinderListings } from './docfinder-seed.ts';

describe('demo doctor-finder listings', () => {
  const listings = demoDocfinderListings(new Date('2026-11-01T00:00:00Z'));

  it('store every state as a code of the listing’s country and every phone in E.164', () => {
    expect(listings.length).toBeGreaterThan(0);
    for (const { listing, addresses } of listings) {
      if (!isCountryCode(listing.country)) throw new Error(listing.country);
      const country = getCountry(listing.country);
      const phones = [listing.phone ?? '', ...addresses.map((a) => a.phone ?? '')].filter(Boolean);
      for (const phone of phones) expect(parseCountryPhone(phone, country)?.e164).toBe(phone);
      for (const address of addresses) {
        expect(isStateOf(country, address.state), address.state).toBe(true);
        expect(address.searchState).toBe(address.state.toLowerCase());
      }
    }
  });
});

describe('demo accounts', () => {
  it('have a state of their country where they have one', () => {
    for (const account of DEMO_ACCOUNTS) {
      if (!account.state || !isCountryCode(account.country)) continue;
      expect(isStateOf(getCountry(account.country), account.state), account.email).toBe(true);
    }
    expect(DEMO_ACCOUNTS.find((a) => a.email === 'doctor.mx@example.com')?.state).toBe('MX-CMX');
  });
});
