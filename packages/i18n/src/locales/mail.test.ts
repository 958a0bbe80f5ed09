import { describe, expect, it } from 'vitest';
import { dictionaries } from '../index.ts';
import { mail as es } from './es/mail.ts';
import { mailOverrides } from './es-MX/mail.ts';
import { checkNamespace } from './namespace-checks.ts';
import { mail as ptBr } from './pt-br/mail.ts';

describe('mail texts', () => {
  checkNamespace(ptBr, es, mailOverrides);

  it('are part of every dictionary, with the variables the mail templates fill in', () => {
    for (const dictionary of Object.values(dictionaries)) {
      expect(dictionary.mail.greeting).toContain('{{name}}');
      expect(dictionary.mail.medicalRequest.subject).toContain('{{product}}');
      expect(dictionary.mail.medicalRequest.subject).toContain('{{type}}');
    }
  });
});
