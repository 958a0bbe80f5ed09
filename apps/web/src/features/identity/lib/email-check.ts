// The e-mail check every identity form makes before sending, kept apart from the registration rules so
// the sign-in and forgotten-password screens load no schema library (issue 38: sign-in's start-up cost).

// Deliberately loose: the provider has the final word; this only catches typos like a missing '@'.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The key (identity.errors) of what is wrong with the address, if anything. */
export function emailError(email: string): 'required' | 'email' | undefined {
  if (!email.trim()) return 'required';
  return EMAIL_PATTERN.test(email.trim()) ? undefined : 'email';
}
