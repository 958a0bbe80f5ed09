// TOTP (RFC 6238: SHA-1, 6 digits, 30 s) with otplib, and single-use recovery codes.
import { createHash, randomBytes } from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';

export const TOTP_PERIOD_SECONDS = 30;
const ISSUER = 'Portal Console';
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

export function newTotpSecret(): string {
  return generateSecret();
}

export async function enrolmentOf(secret: string, email: string) {
  const otpauthUrl = generateURI({ issuer: ISSUER, label: email, secret });
  const qrCode = await QRCode.toDataURL(otpauthUrl, { errorCorrectionLevel: 'M', margin: 2, width: 220 });
  return { secret, otpauthUrl, qrCode };
}

/**
 * The time step of a valid code (one step of drift either way), or null. The caller refuses a step not
 * later than the last one accepted, so a code is never replayed.
 */
export async function totpStepOf(secret: string, code: string, now: Date): Promise<number | null> {
  const epoch = Math.floor(now.getTime() / 1000);
  const result = await verify({ secret, token: code, epoch, epochTolerance: TOTP_PERIOD_SECONDS });
  if (!result.valid) return null;
  const delta = 'delta' in result && typeof result.delta === 'number' ? result.delta : 0;
  return Math.floor(epoch / TOTP_PERIOD_SECONDS) + delta;
}

export function hashRecoveryCode(code: string): string {
  return createHash('sha256').update(code.trim().toLowerCase()).digest('hex');
}

/** Ten codes `xxxxx-xxxxx` (about 98 bits each). */
export function newRecoveryCodes(count = 10): string[] {
  return Array.from({ length: count }, () => {
    const bytes = randomBytes(10);
    const chars = [...bytes].map((b) => RECOVERY_ALPHABET[b % RECOVERY_ALPHABET.length]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

export function isRecoveryCode(code: string): boolean {
  return code.includes('-');
}
