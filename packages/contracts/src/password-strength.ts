// How guessable a password is (zxcvbn-ts with the common, Brazilian Portuguese and Spanish dictionaries),
// shared by the identity provider (which refuses weak passwords) and the web's strength meter. The
// dictionaries are megabytes: the web imports this module lazily, the server once on first use.

/** zxcvbn's score: 0 (guessable in seconds) .. 4 (very unguessable). */
export type PasswordScore = 0 | 1 | 2 | 3 | 4;

/** Passwords scoring below this are refused ("safely unguessable" against online attacks, zxcvbn's 3). */
export const MIN_PASSWORD_SCORE: PasswordScore = 3;

export interface PasswordStrength {
  score: PasswordScore;
  /** True when the score is below MIN_PASSWORD_SCORE. */
  weak: boolean;
}

export type PasswordEstimator = (password: string, userInputs?: readonly string[]) => PasswordStrength;

let estimator: Promise<PasswordEstimator> | undefined;

async function createEstimator(): Promise<PasswordEstimator> {
  const [{ ZxcvbnFactory }, common, ptBr, esEs] = await Promise.all([
    import('@zxcvbn-ts/core'),
    import('@zxcvbn-ts/language-common'),
    import('@zxcvbn-ts/language-pt-br'),
    import('@zxcvbn-ts/language-es-es'),
  ]);
  const zxcvbn = new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...ptBr.dictionary, ...esEs.dictionary },
    graphs: common.adjacencyGraphs,
  });
  return (password, userInputs = []) => {
    // Names and the address's parts count as guessable words for this user.
    const inputs = userInputs.flatMap((input) => input.toLowerCase().split(/[@.\s_+-]+/)).filter(Boolean);
    // The policy refuses a password holding the e-mail's name (passwordPolicyProblems); the meter says so too.
    const lower = password.toLowerCase();
    const holdsEmailName = userInputs.some((input) => {
      const local = input.includes('@') ? (input.split('@')[0]?.trim().toLowerCase() ?? '') : '';
      return local.length >= 3 && lower.includes(local);
    });
    const score = holdsEmailName ? 0 : (zxcvbn.check(password, inputs).score as PasswordScore);
    return { score, weak: score < MIN_PASSWORD_SCORE };
  };
}

/** Loads the dictionaries once (no network: they ship in the packages). */
export function loadPasswordEstimator(): Promise<PasswordEstimator> {
  estimator ??= createEstimator().catch((error: unknown) => {
    estimator = undefined;
    throw error;
  });
  return estimator;
}
