import { describe, expect, it } from 'vitest';
import { profileFixture as profile } from '#lib/test-profile.ts';
import { capabilityDecision, protectedRouteDecision } from './guards.tsx';

const at = (pathname: string, search = '', hash = '') => ({ pathname, search, hash });

describe('protectedRouteDecision', () => {
  it('shows a professional not verified yet the "being checked" screen, its profile and preferences only', () => {
    const pending = { verification: 'pending' } as const;
    const toPending = { kind: 'redirect', to: '/cadastro-em-analise', saveRedirect: null };
    expect(protectedRouteDecision(true, at('/home'), pending)).toEqual(toPending);
    expect(protectedRouteDecision(true, at('/cursos-online'), { verification: 'rejected' })).toEqual(
      toPending,
    );
    for (const open of ['/cadastro-em-analise', '/editar-registro', '/preferencias-usuario']) {
      expect(protectedRouteDecision(true, at(open), pending)).toEqual({ kind: 'allow' });
    }
    expect(protectedRouteDecision(true, at('/home'), { verification: 'verified' })).toEqual({
      kind: 'allow',
    });
  });

  it('sends an anonymous visit to sign-in, saving the whole requested URL', () => {
    expect(protectedRouteDecision(false, at('/editar-registro', '?a=1', '#phone'))).toEqual({
      kind: 'redirect',
      to: '/signin',
      saveRedirect: '/editar-registro?a=1#phone',
    });
  });

  it('opens a content link with a token in public mode, keeping its query', () => {
    expect(protectedRouteDecision(false, at('/conteudos/item-1', '?token=t&vidKey=v'))).toEqual({
      kind: 'redirect',
      to: '/aceite-teste/item-1?token=t&vidKey=v',
      saveRedirect: null,
    });
    expect(protectedRouteDecision(false, at('/novedades/capa-2/ep-3', '?token=t'))).toMatchObject({
      to: '/aceite-teste/capa-2?token=t',
    });
    expect(protectedRouteDecision(true, at('/conteudos/item-1', '?token=t'))).toEqual({ kind: 'allow' });
  });

  it('lets a URL with a token parameter through, and anyone signed in', () => {
    expect(protectedRouteDecision(false, at('/home', '?token=abc'))).toEqual({ kind: 'allow' });
    expect(protectedRouteDecision(false, at('/conteudos', '?token=abc'))).toEqual({ kind: 'allow' });
    expect(protectedRouteDecision(false, at('/home', '?tokens=abc'))).toMatchObject({ kind: 'redirect' });
    expect(protectedRouteDecision(true, at('/home'))).toEqual({ kind: 'allow' });
  });
});

describe('capabilityDecision', () => {
  const nurse = profile({ registerType: 'COREN' });
  const speaker = profile({ canAcessSpeakTraining: true });

  it('sends a nurse home from the doctor-finder and speaker training', () => {
    expect(capabilityDecision('doctorFinder', true, nurse)).toEqual({
      kind: 'redirect',
      to: '/home',
      saveRedirect: null,
    });
    expect(capabilityDecision('speakerTraining', true, nurse)).toMatchObject({
      kind: 'redirect',
      to: '/home',
    });
  });

  it('allows a CRM physician into the doctor-finder and a flagged user into speaker training', () => {
    expect(capabilityDecision('doctorFinder', true, profile({}))).toEqual({ kind: 'allow' });
    expect(capabilityDecision('speakerTraining', true, speaker)).toEqual({ kind: 'allow' });
    expect(capabilityDecision('speakerTraining', true, profile({}))).toMatchObject({ kind: 'redirect' });
  });

  it('waits for the profile, and sends anonymous visitors home', () => {
    expect(capabilityDecision('doctorFinder', true, null)).toEqual({ kind: 'pending' });
    expect(capabilityDecision('doctorFinder', false, null)).toMatchObject({ kind: 'redirect', to: '/home' });
  });
});
