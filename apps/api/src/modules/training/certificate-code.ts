import { randomInt } from 'node:crypto';
import { CERTIFICATE_CODE_ALPHABET } from '@portal/contracts';

export const CERTIFICATE_CODE_LENGTH = 12;

/** A random code read aloud or typed without confusion (no 0/O, 1/I/L). */
export function newCertificateCode(): string {
  let code = '';
  for (let i = 0; i < CERTIFICATE_CODE_LENGTH; i++) {
    code += CERTIFICATE_CODE_ALPHABET[randomInt(CERTIFICATE_CODE_ALPHABET.length)];
  }
  return code;
}
