import { describe, expect, it } from 'vitest';
import {
  articleRequestMail,
  mailLanguage,
  medicalRequestMail,
  passwordResetMail,
  verificationMail,
} from './templates.ts';

describe('mail templates', () => {
  it('picks a dictionary language from a CDC or portal language code, else the country language', () => {
    expect(mailLanguage('pt-br', 'es')).toBe('pt-br');
    expect(mailLanguage('pt_BR', 'es')).toBe('pt-br');
    expect(mailLanguage('es-mx', 'pt-br')).toBe('es-MX');
    expect(mailLanguage('es_MX', 'pt-br')).toBe('es-MX');
    expect(mailLanguage('es-AR', 'pt-br')).toBe('es');
    expect(mailLanguage(null, 'es-MX')).toBe('es-MX');
    expect(mailLanguage('en', 'es')).toBe('es');
    expect(mailLanguage('en', 'fr')).toBe('pt-br');
  });

  it('takes its texts from the i18n dictionaries (Mexico has the Spanish ones)', () => {
    expect(verificationMail('es-MX', 'Ana', 'http://x').subject).toBe('Confirma tu correo electrónico');
    expect(passwordResetMail('es', 'Ana', 'http://x').text.startsWith('¡Hola, Ana!')).toBe(true);
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

  it('writes the medical-information mail with every field, flagging a suspected adverse event', () => {
    const mail = medicalRequestMail('es', {
      id: 'r-1',
      type: 'Pergunta',
      product: 'Xarelto',
      name: 'Ana',
      email: 'ana@example.com',
      phone: '+523331234567',
      country: 'MX',
      date: new Date('2026-01-02T03:04:05Z'),
      preferredContact: null,
      adverseEventSuspected: true,
      content: 'Tuve una reacción &lt;grave&gt;\nsegunda línea',
    });
    expect(mail.subject).toBe(
      '[SOSPECHA DE EVENTO ADVERSO] Solicitud de información médica: Xarelto (Pergunta)',
    );
    expect(mail.text).toContain('Nombre: Ana\nCorreo electrónico: ana@example.com\n');
    // The stored E.164 number, as Mexico dials it.
    expect(mail.text).toContain(': 33 3123 4567\n');
    expect(mail.text.endsWith('Contenido:\nTuve una reacción <grave>\nsegunda línea')).toBe(true);
    expect(mail.html).toContain('<p><strong>SOSPECHA DE EVENTO ADVERSO:</strong> sí</p>');
    expect(mail.html).toContain('<p>Tuve una reacción &lt;grave&gt;<br>segunda línea</p>');
  });
});
