// The article popup's phone mask (spec section 5): applied on each key and on focus-out. A country with
// a display form shows it (Brazil: (DD) NNNNN-NNNN); the others keep digits only.
import { ARTICLE_FIELD_MAX, type Country, phoneRules } from '@portal/countries';

type PhoneCountry = Pick<Country, 'phoneFormat'>;

export function maskPhone(value: string, country: PhoneCountry): string {
  const display = phoneRules(country).display;
  if (display) return display(value);
  return value.replace(/\D/g, '').slice(0, ARTICLE_FIELD_MAX.phone);
}

interface KeyLike {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
}

/** Printable keys other than digits are refused; editing and navigation keys and shortcuts pass. */
export function isRefusedPhoneKey(event: KeyLike): boolean {
  if (event.ctrlKey || event.metaKey || event.altKey) return false;
  return event.key.length === 1 && !/\d/.test(event.key);
}

interface PhoneInputEvent extends KeyLike {
  preventDefault(): void;
  currentTarget: { value: string };
}

/**
 * Handlers for a controlled phone input: keydown refuses non-digits and re-masks once the key has
 * landed; change and blur mask the current value.
 */
export function phoneMaskHandlers(country: PhoneCountry, setValue: (value: string) => void) {
  const apply = (value: string) => setValue(maskPhone(value, country));
  return {
    onKeyDown(event: PhoneInputEvent) {
      if (isRefusedPhoneKey(event)) {
        event.preventDefault();
        return;
      }
      const target = event.currentTarget;
      queueMicrotask(() => apply(target.value));
    },
    onChange(event: { currentTarget: { value: string } }) {
      apply(event.currentTarget.value);
    },
    onBlur(event: { currentTarget: { value: string } }) {
      apply(event.currentTarget.value);
    },
  };
}
