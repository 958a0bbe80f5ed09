import { describe, expect, it } from 'vitest';
import { DEFAULT_PUSH_SERVICE_HOSTS } from '../../config.ts';
import { isAllowedPushEndpoint } from './endpoint-policy.ts';

describe('push endpoints (SSRF allowlist)', () => {
  it.each([
    'https://fcm.googleapis.com/fcm/send/abc',
    'https://updates.push.services.mozilla.com/wpush/v2/abc',
    'https://wns2-par02p.notify.windows.com/w/?token=abc',
    'https://web.push.apple.com/QGx',
  ])('accepts the browsers’ push services: %s', (endpoint) => {
    expect(isAllowedPushEndpoint(endpoint, DEFAULT_PUSH_SERVICE_HOSTS)).toBe(true);
  });

  it.each([
    'http://fcm.googleapis.com/fcm/send/abc',
    'https://fcm.googleapis.com:8443/fcm/send/abc',
    'https://fcm.googleapis.com.evil.example/x',
    'https://evil.example/fcm.googleapis.com',
    'https://user:pw@fcm.googleapis.com/x',
    'https://notify.windows.com/x',
    'https://127.0.0.1/x',
    'https://169.254.169.254/latest/meta-data',
    'not a url',
  ])('refuses %s', (endpoint) => {
    expect(isAllowedPushEndpoint(endpoint, DEFAULT_PUSH_SERVICE_HOSTS)).toBe(false);
  });

  it('matches a configured port exactly', () => {
    expect(isAllowedPushEndpoint('https://localhost:8443/p/1', ['localhost:8443'])).toBe(true);
    expect(isAllowedPushEndpoint('https://localhost:8444/p/1', ['localhost:8443'])).toBe(false);
    expect(isAllowedPushEndpoint('https://localhost/p/1', ['localhost:8443'])).toBe(false);
  });
});
