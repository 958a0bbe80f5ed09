import { randomUUID } from 'node:crypto';
import { consentRecords, eq } from '@portal/db';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '#test/databases.ts';
import type { App } from '../../app.ts';

const URL = '/api/public/consents';

function validBody() {
  return {
    visitorId: randomUUID(),
    country: 'BR',
    choices: { analytics: true, marketing: false },
    policyVersion: '2025-07',
  };
}

describeEachDatabase('POST /api/public/consents', (ctx) => {
  let app: App;
  beforeAll(async () => {
    app = await ctx.buildApp();
  });
  /** A body as raw text, as a client that writes its own JSON (or something else) sends it. */
  const postRaw = (payload: string, contentType = 'application/json') =>
    app.inject({ method: 'POST', url: URL, payload, headers: { 'content-type': contentType } });

  it('stores the proof of consent and answers 201 with its id', async () => {
    const body = validBody();
    const response = await app.inject({
      method: 'POST',
      url: URL,
      payload: body,
      headers: { 'user-agent': 'consent-test/1.0' },
    });
    expect(response.statusCode).toBe(201);
    const { id } = response.json() as { id: string };

    const [row] = await app.db.select().from(consentRecords).where(eq(consentRecords.id, id));
    expect(row).toMatchObject({
      visitorId: body.visitorId,
      country: 'BR',
      choices: { necessary: true, analytics: true, marketing: false },
      policyVersion: '2025-07',
      userAgent: 'consent-test/1.0',
    });
    expect(row?.createdAt).toBeInstanceOf(Date);
  });

  it('answers 400 with a field error per bad field', async () => {
    const response = await app.inject({
      method: 'POST',
      url: URL,
      payload: {
        visitorId: 'not-a-uuid',
        country: 'US',
        choices: { analytics: 'yes' },
        policyVersion: 'x'.repeat(21),
      },
    });
    expect(response.statusCode).toBe(400);
    const body = response.json() as { code: string; errors: { path: string }[] };
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.errors.map((e) => e.path).sort()).toEqual(
      ['choices.analytics', 'choices.marketing', 'country', 'policyVersion', 'visitorId'].sort(),
    );
  });

  it('answers 400 to malformed JSON', async () => {
    const response = await postRaw('{"visitorId": ');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, code: 'BAD_REQUEST' });
  });

  it('answers 400 to a missing body', async () => {
    const response = await app.inject({ method: 'POST', url: URL });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_FAILED');
  });

  it('answers 413 to a 2 MiB body', async () => {
    const response = await postRaw(JSON.stringify({ ...validBody(), padding: 'x'.repeat(2 * 1024 * 1024) }));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ statusCode: 413, code: 'PAYLOAD_TOO_LARGE' });
  });

  it('answers 413 above the 64 KiB form limit', async () => {
    const response = await postRaw(JSON.stringify({ ...validBody(), padding: 'x'.repeat(65 * 1024) }));
    expect(response.statusCode).toBe(413);
  });

  it('answers 415 to an unsupported content type', async () => {
    const response = await postRaw('<consent/>', 'application/xml');
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ statusCode: 415, code: 'UNSUPPORTED_MEDIA_TYPE' });
  });

  it('is limited more strictly than the rest of the API', async () => {
    const strict = await ctx.buildApp({ formRateLimitPerMinute: 2 });
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) {
      statuses.push((await strict.inject({ method: 'POST', url: URL, payload: validBody() })).statusCode);
    }
    expect(statuses).toEqual([201, 201, 429]);
    // The general API limit is untouched.
    expect((await strict.inject({ method: 'GET', url: '/api/public/countries' })).statusCode).toBe(200);
  });
});
