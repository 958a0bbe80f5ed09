// What the console's account lists may show, written once for them (physician admin, verification):
// the SQL twin of accountInScope in modules/console-kernel/account-scope.ts, so a list never shows an account
// that its record page would not find.
import type { CountryCode } from '@portal/countries';
import { and, inArray, isNull, type SQL, users } from '@portal/db';

/** The users row is of `countries` and live: not anonymised, and not disabled unless `disabledToo`. */
export function liveAccountIn(
  countries: readonly CountryCode[],
  { disabledToo }: { disabledToo: boolean },
): SQL {
  return and(
    inArray(users.country, [...countries]),
    isNull(users.anonymisedAt),
    disabledToo ? undefined : isNull(users.disabledAt),
  ) as SQL;
}
