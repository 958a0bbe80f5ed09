import { describe, expect, it } from 'vitest';
import { articleRequestMail, mailLanguage, passwordResetMail, verificationMail } from './templates.ts';

describe('mail templates', () => {
  it('picks pt-br or es from a CDC or portal language code, else the country language', () => {
    expect(mailLanguage('pt-br', 'es')).toBe('pt-br');
    expect(mailLanguage('pt_BR', 'es')).toBe('pt-br');
    expect(mailLanguage('es-mx', 'pt-br')).toBe('es');
    expect(mailLanguage(null, 'es-MX')).toBe('es');
    expect(mailLanguage('en', 'pt-br')).toBe('pt-br');
  });

  it('puts the link in both parts and escapes the HTML one', () => {
    const link = 'http://br.localhost:3000/verificar-email?token=a&b';
    const mail = verificationMail('pt-br', '<Ana>', link);
    expect(mail.subject).toBe('Confirme seu e-mail');
    expect(mail.text).toContain(`Confirmar e-mail: ${link}`);
    expect(mail.html).toContain('href="http://br.localhost:3000/verificar-email?token=a&amp;b"');
    expect(mail.html).toContain('Olá, &lt;Ana&gt;!');
    expect(passwordResetMail('es', '', link).text.startsWith('¡Hola!')).toBe(true);
  });

  it('lists only the filled article fields, and keeps the subject on one line', () => {
    const mail = articleRequestMail('pt-br', {
      assunto: 'Pedido\r\nBcc: someone@example.com',
      nome: 'Ana',
      email: 'ana@example.com',
      tituloArtigo: 'Título',
      autor: '',
    });
    expect(mail.subject).toBe('Pedido Bcc: someone@example.com');
    expect(mail.text.split('\n')).toEqual([
      'Nome: Ana',
      'E-mail: ana@example.com',
      'Título do artigo: Título',
    ]);
  });
});
