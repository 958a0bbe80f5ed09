import { describe, expect, it } from 'vitest';
import {
  CDC_SCREEN_SET,
  cdcScriptUrl,
  loginEventToSigned,
  screenSetFailure,
  screenSetParams,
} from './sap-cdc.ts';

describe('SAP CDC adapter', () => {
  it('loads the CDC script from cdns.gigya.com with the country API key', () => {
    expect(cdcScriptUrl('3_portal-br-Hy5KcP2wRz8TnM4vXq7bLd')).toBe(
      'https://cdns.gigya.com/js/gigya.js?apikey=3_portal-br-Hy5KcP2wRz8TnM4vXq7bLd',
    );
  });

  it('shows the spec screen-set with the requested start screen', () => {
    expect(CDC_SCREEN_SET).toBe('bayer-RegistrationLogin_Social');
    expect(screenSetParams('box', 'gigya-forgot-password-screen', 'pt-br')).toEqual({
      screenSet: 'bayer-RegistrationLogin_Social',
      startScreen: 'gigya-forgot-password-screen',
      containerID: 'box',
      lang: 'pt-br',
    });
  });

  it('maps the onLogin event to the login proof', () => {
    const event = {
      errorCode: 0,
      UID: 'u',
      UIDSignature: 's',
      signatureTimestamp: '17',
      profile: { email: 'e@x.com' },
    };
    expect(loginEventToSigned(event)).toEqual({
      signed: { UID: 'u', UIDSignature: 's', signatureTimestamp: '17' },
      profile: { email: 'e@x.com' },
    });
    expect(loginEventToSigned({ errorCode: 0, UID: 'u' })).toBeNull();
  });

  it('maps screen-set error events like login answers', () => {
    expect(screenSetFailure({ errorCode: 403042 })).toEqual({ kind: 'invalid-credentials' });
  });
});
