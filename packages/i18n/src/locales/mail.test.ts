import { describe, expect, it } from 'vitest';
import { dictionaries } from '../index.ts';
import es from './es/mail.json' with { type: 'json' };
import mailOverrides from './es-MX/mail.json' with { type: 'json' };
import { checkNamespace } from './namespace-checks.ts';
import ptBr from './pt-br/mail.json' with { type: 'json' };

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
