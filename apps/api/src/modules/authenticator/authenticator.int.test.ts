import { demoUid } from '@portal/demo-data';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '#test/databases.ts';
import { seededApp } from '#test/signed-in.ts';
import type { App } from '../../app.ts';

const USER_TYPE = '/authenticator/servicos/UsuarioUnificacao.asmx/RecuperarTipoUsuarioGigya';
const VALIDATE_CRM = '/authenticator/MedicoV2.asmx/ValidarCRMComPreCadastroComEmail';

const basic = (user: string, password: string) => ({
  authorization: `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`,
});

const post = (target: App, url: string, headers: Record<string, string>, payload: object) =>
  target.inject({ method: 'POST', url, headers, payload });

describeEachDatabase('authenticator endpoints (Basic authorization)', (ctx) => {
  let app: App;
  let good: { authorization: string };
  beforeAll(async () => {
    app = await seededApp(ctx);
    good = basic(app.config.authenticator.user, app.config.authenticator.password);
  });

  it('answers 401 with WWW-Authenticate: Basic without or with wrong credentials', async () => {
    const { user, password } = app.config.authenticator;
    const attempts: Record<string, string>[] = [
      {},
      basic(user, 'wrong-password'),
      basic('someone', password),
      basic(user, `${password}x`),
      { authorization: `Bearer ${password}` },
      { authorization: 'Basic !!!' },
    ];
    for (const url of [USER_TYPE, VALIDATE_CRM]) {
      for (const headers of attempts) {
        const response = await post(app, url, headers, {});
        expect(response.statusCode, `${url} ${JSON.stringify(headers)}`).toBe(401);
        expect(response.headers['www-authenticate']).toMatch(/^Basic realm=/);
        expect(response.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
      }
    }
  });

  it('uses the configured credentials', async () => {
    const custom = await seededApp(ctx, {
      authenticator: { user: 'crm-service', password: 'a-long-secret-1234' },
    });
    const ok = await post(custom, USER_TYPE, basic('crm-service', 'a-long-secret-1234'), {
      appId: 'x',
      idGigya: demoUid('nurse.br@example.com'),
    });
    expect(ok.statusCode).toBe(200);
    const old = await post(custom, USER_TYPE, good, { idGigya: 'x' });
    expect(old.statusCode).toBe(401);
  });

  it("RecuperarTipoUsuarioGigya gives the portal user's register type, or null", async () => {
    const ask = async (idGigya: string) =>
      (await post(app, USER_TYPE, good, { appId: 'portal', idGigya })).json();
    expect(await ask(demoUid('nurse.br@example.com'))).toEqual({ tipoUsuario: 'COREN' });
    expect(await ask(demoUid('doctor.br@example.com'))).toEqual({ tipoUsuario: 'CRM' });
    expect(await ask('unknown-uid')).toEqual({ tipoUsuario: null });
    const missing = await post(app, USER_TYPE, good, { appId: 'x' });
    expect(missing.statusCode).toBe(400);
  });

  it('ValidarCRMComPreCadastroComEmail checks the registry and whether the email has a portal user', async () => {
    const ask = async (payload: object) => (await post(app, VALIDATE_CRM, good, payload)).json();
    expect(await ask({ crm: '123456', uf: 'SP', email: 'Doctor.BR@example.com' })).toEqual({
      valido: true,
      preCadastro: true,
    });
    expect(await ask({ crm: '0246810', uf: 'mg', email: 'paulo@example.com' })).toEqual({
      valido: true,
      preCadastro: false,
    });
    expect(await ask({ crm: '246810', uf: 'SP', email: 'paulo@example.com' })).toEqual({
      valido: false,
      preCadastro: false,
    });
    // The nurse's number is a COREN, not a CRM.
    expect(await ask({ crm: '654321', uf: 'RJ', email: 'nurse.br@example.com' })).toEqual({
      valido: false,
      preCadastro: true,
    });
  });
});

describeEachDatabase('authenticator Basic-auth rate limit', (ctx) => {
  it('limits per address before the credential check: after the limit even the right password gets 429', async () => {
    const app = await seededApp(ctx, { formRateLimitPerMinute: 3 });
    const { user, password } = app.config.authenticator;
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 3; attempt++) {
      statuses.push(
        (await post(app, USER_TYPE, basic(user, `guess-${attempt}`), { idGigya: 'x' })).statusCode,
      );
    }
    const right = await post(app, VALIDATE_CRM, basic(user, password), {
      crm: '123456',
      uf: 'SP',
      email: 'a@b.co',
    });
    statuses.push(right.statusCode);
    expect(statuses).toEqual([401, 401, 401, 429]);
    expect(right.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(right.headers['www-authenticate']).toBeUndefined();
  });
});
