import { describe, expect, it } from 'vitest';
import { itemState, type StateInput } from './item-state.ts';

const now = new Date('2026-06-01T12:00:00Z');
const later = new Date('2027-01-01T00:00:00Z');
const before = new Date('2026-01-01T00:00:00Z');

const base: StateInput = {
  latest: { version: 1, status: 'approved', countries: ['BR', 'MX', 'CO'] },
  approved: { version: 1, countries: ['BR', 'MX', 'CO'], expiresAt: later },
  publications: [],
  withdrawn: [],
  scope: ['BR', 'MX', 'CO', 'AR'],
  now,
};

const states = (input: StateInput) =>
  Object.fromEntries(itemState(input).countries.map((c) => [c.country, c.state]));

describe('itemState', () => {
  it('says draft and in review per country, with nothing to publish or withdraw', () => {
    const draft = itemState({ ...base, latest: { ...base.latest!, status: 'draft' }, approved: null });
    expect(draft.work).toBe('draft');
    expect(states({ ...base, latest: { ...base.latest!, status: 'in_review' }, approved: null })).toEqual({
      BR: 'in_review',
      CO: 'in_review',
      MX: 'in_review',
    });
    expect(draft.publishable).toEqual([]);
    expect(draft.withdrawable).toEqual([]);
  });

  it('offers publishing an approved version only where it is not live yet', () => {
    const state = itemState({
      ...base,
      publications: [{ country: 'BR', publishedAt: before, expiresAt: later, version: 1 }],
    });
    expect(state.work).toBe('approved');
    expect(states(base)).toEqual({ BR: 'approved', CO: 'approved', MX: 'approved' });
    expect(state.countries.find((c) => c.country === 'BR')?.state).toBe('published');
    expect(state.publishable).toEqual(['MX', 'CO']);
    expect(state.withdrawable).toEqual(['BR']);
  });

  it('stops saying "approved" once the version is live wherever it may be', () => {
    const state = itemState({
      ...base,
      publications: ['BR', 'MX', 'CO'].map((country) => ({
        country: country as 'BR',
        publishedAt: before,
        expiresAt: later,
        version: 1,
      })),
    });
    expect(state.work).toBeNull();
    expect(state.publishable).toEqual([]);
  });

  it('tells published in BR and MX, withdrawn in CO', () => {
    const input: StateInput = {
      ...base,
      publications: [
        { country: 'BR', publishedAt: before, expiresAt: later, version: 1 },
        { country: 'MX', publishedAt: before, expiresAt: later, version: 1 },
      ],
      withdrawn: ['CO'],
    };
    expect(states(input)).toEqual({ BR: 'published', MX: 'published', CO: 'withdrawn' });
    // Withdrawn in CO, the approved version may be published there again.
    expect(itemState(input).publishable).toEqual(['CO']);
  });

  it('says expired where the approval ran out, and offers no publishing', () => {
    const state = itemState({
      ...base,
      approved: { ...base.approved!, expiresAt: before },
      publications: [{ country: 'BR', publishedAt: before, expiresAt: before, version: 1 }],
    });
    expect(state.work).toBe('expired');
    expect(states({ ...base, approved: { ...base.approved!, expiresAt: before } })).toMatchObject({
      MX: 'expired',
    });
    expect(state.countries.find((c) => c.country === 'BR')?.state).toBe('expired');
    expect(state.publishable).toEqual([]);
  });

  it('tells a later start as scheduled, and a newer approved version as publishable where an older is live', () => {
    const state = itemState({
      ...base,
      latest: { version: 2, status: 'approved', countries: ['BR'] },
      approved: { version: 2, countries: ['BR'], expiresAt: later },
      publications: [{ country: 'BR', publishedAt: later, expiresAt: later, version: 1 }],
    });
    expect(state.countries).toEqual([
      { country: 'BR', state: 'scheduled', since: later.toISOString(), expiresAt: later.toISOString() },
    ]);
    expect(state.publishable).toEqual(['BR']);
  });

  it('names only the member’s countries', () => {
    const state = itemState({
      ...base,
      scope: ['MX'],
      publications: [{ country: 'BR', publishedAt: before, expiresAt: later, version: 1 }],
    });
    expect(state.countries.map((c) => c.country)).toEqual(['MX']);
    expect(state.publishable).toEqual(['MX']);
    expect(state.withdrawable).toEqual([]);
  });

  it('tells a record live without a console version as published, with nothing to publish', () => {
    const state = itemState({
      ...base,
      latest: null,
      approved: null,
      publications: [{ country: 'BR', publishedAt: before, expiresAt: null, version: null }],
    });
    expect(state).toMatchObject({ unversioned: true, work: null, publishable: [], withdrawable: ['BR'] });
    expect(state.countries[0]?.state).toBe('published');
  });
});
