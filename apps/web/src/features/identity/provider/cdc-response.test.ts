import { describe, expect, it } from 'vitest';
import {
  CDC,
  failureMessages,
  mapLoginResponse,
  mapRegisterResponse,
  mapRegTokenResponse,
  mapTokenResponse,
  transportFailure,
} from './cdc-response.ts';
import { parseIdentityProviderKind } from './kind.ts';

const signed = { UID: 'uid-1', UIDSignature: 'c2lnbmF0dXJl', signatureTimestamp: '1760000000' };

describe('mapLoginResponse', () => {
  it('turns a signed success into the login proof and the profile', () => {
    const outcome = mapLoginResponse({
      errorCode: 0,
      ...signed,
      profile: { firstName: 'Ana', email: 'a@x.com' },
    });
    expect(outcome).toEqual({ ok: true, signed, profile: { firstName: 'Ana', email: 'a@x.com' } });
  });

  it('keeps a numeric signatureTimestamp as the string the API expects', () => {
    const outcome = mapLoginResponse({
      errorCode: 0,
      ...signed,
      signatureTimestamp: 1760000000 as unknown as string,
    });
    expect(outcome.ok && outcome.signed.signatureTimestamp).toBe('1760000000');
  });

  it('reports a success without signature as missing login data', () => {
    expect(mapLoginResponse({ errorCode: 0, UID: 'uid-1' })).toEqual({
      ok: false,
      failure: { kind: 'missing-signature' },
    });
  });

  it('gives one generic failure for a wrong password, an unknown account and a lock', () => {
    for (const errorCode of [CDC.invalidLogin, CDC.noAccount, CDC.accountLocked]) {
      expect(mapLoginResponse({ errorCode, errorMessage: 'Invalid LoginID' })).toEqual({
        ok: false,
        failure: { kind: 'invalid-credentials' },
      });
    }
  });

  it('tells the right password inside the account delay how long to wait', () => {
    expect(mapLoginResponse({ errorCode: CDC.accountLocked, retryAfterSeconds: 41.2 })).toEqual({
      ok: false,
      failure: { kind: 'throttled', retryAfterSeconds: 42 },
    });
  });

  it('tells pending verification and disabled accounts apart', () => {
    expect(mapLoginResponse({ errorCode: CDC.pendingVerification })).toEqual({
      ok: false,
      failure: { kind: 'pending-verification' },
    });
    expect(mapLoginResponse({ errorCode: CDC.permissionDenied })).toEqual({
      ok: false,
      failure: { kind: 'disabled' },
    });
  });

  it('passes any other error on with its code and details', () => {
    expect(
      mapLoginResponse({ errorCode: CDC.invalidApiKey, errorMessage: 'Invalid ApiKey parameter' }),
    ).toEqual({
      ok: false,
      failure: { kind: 'error', errorCode: 400093, message: 'Invalid ApiKey parameter' },
    });
  });
});

describe('mapRegisterResponse', () => {
  it('accepts the pending-verification answer with UID and signature', () => {
    expect(mapRegisterResponse({ errorCode: CDC.pendingVerification, ...signed, regToken: 'r' })).toEqual({
      ok: true,
      uid: 'uid-1',
      signed,
    });
  });

  it('accepts a pending answer without signature (a real CDC tenant)', () => {
    expect(mapRegisterResponse({ errorCode: CDC.pendingVerification, UID: 'uid-2' })).toEqual({
      ok: true,
      uid: 'uid-2',
      signed: null,
    });
  });

  it('maps validation errors to form fields and reasons', () => {
    const outcome = mapRegisterResponse({
      errorCode: CDC.validation,
      errorMessage: 'Validation error',
      validationErrors: [
        { errorCode: CDC.uniqueIdentifierExists, message: 'email already exists', fieldName: 'email' },
        {
          errorCode: CDC.passwordPolicy,
          message: 'Password does not meet complexity requirements',
          fieldName: 'password',
        },
        { errorCode: CDC.invalidParameter, message: 'bad name', fieldName: 'profile.firstName' },
        {
          errorCode: CDC.missingParameter,
          message: 'terms required',
          fieldName: 'preferences.terms.consent',
        },
      ],
    });
    expect(outcome.ok).toBe(false);
    if (outcome.ok || outcome.failure.kind !== 'validation') throw new Error('expected validation');
    expect(outcome.failure.fields.map(({ field, reason }) => [field, reason])).toEqual([
      ['email', 'email-taken'],
      ['password', 'password-policy'],
      ['firstName', 'invalid'],
      ['terms', 'required'],
    ]);
    expect(failureMessages(outcome.failure)).toBe(
      'email already exists, Password does not meet complexity requirements, bad name, terms required',
    );
  });
});

describe('token methods', () => {
  it('maps a used or expired token to invalid-token', () => {
    expect(mapTokenResponse({ errorCode: CDC.invalidParameter })).toEqual({
      ok: false,
      failure: { kind: 'invalid-token' },
    });
    expect(mapTokenResponse({ errorCode: 0 })).toEqual({ ok: true });
  });

  it('keeps a password-policy refusal of the new password as a field problem', () => {
    const outcome = mapTokenResponse({
      errorCode: CDC.validation,
      validationErrors: [{ errorCode: CDC.passwordPolicy, message: 'weak', fieldName: 'newPassword' }],
    });
    expect(!outcome.ok && outcome.failure.kind).toBe('validation');
  });

  it('needs a regToken for initRegistration to succeed', () => {
    expect(mapRegTokenResponse({ errorCode: 0, regToken: 'tok' })).toEqual({ ok: true, regToken: 'tok' });
    expect(mapRegTokenResponse({ errorCode: 0 }).ok).toBe(false);
  });

  it('wraps transport failures as errors with their message', () => {
    expect(transportFailure(new Error('HTTP 429'))).toEqual({
      ok: false,
      failure: { kind: 'error', errorCode: -1, message: 'HTTP 429' },
    });
  });
});

describe('parseIdentityProviderKind', () => {
  it('picks sap-cdc only when the runtime config says so', () => {
    expect(parseIdentityProviderKind('{"identityProvider":"sap-cdc"}')).toBe('sap-cdc');
    expect(parseIdentityProviderKind('{"identityProvider":"embedded"}')).toBe('embedded');
    expect(parseIdentityProviderKind('{"identityProvider":"other"}')).toBe('embedded');
    expect(parseIdentityProviderKind('not json')).toBe('embedded');
    expect(parseIdentityProviderKind(null)).toBe('embedded');
  });
});
