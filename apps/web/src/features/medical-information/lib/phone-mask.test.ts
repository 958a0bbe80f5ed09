import { COUNTRIES } from '@portal/countries';
import { describe, expect, it, vi } from 'vitest';
import { isRefusedPhoneKey, maskPhone, phoneMaskHandlers } from './phone-mask.ts';

const key = (k: string, extra: Partial<{ ctrlKey: boolean; metaKey: boolean; altKey: boolean }> = {}) => ({
  key: k,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  ...extra,
});

describe('maskPhone', () => {
  it('shows Brazilian numbers as (DD) NNNNN-NNNN, 5-4 and 4-4 without area code', () => {
    expect(maskPhone('11987654321', COUNTRIES.BR)).toBe('(11) 98765-4321');
    expect(maskPhone('987654321', COUNTRIES.BR)).toBe('98765-4321');
    expect(maskPhone('87654321', COUNTRIES.BR)).toBe('8765-4321');
    expect(maskPhone('(11) 98765-43219999', COUNTRIES.BR)).toBe('(11) 98765-4321');
  });

  it('keeps digits only, at most 15, elsewhere', () => {
    expect(maskPhone('+56 (9) 1234-5678', COUNTRIES.CL)).toBe('56912345678');
    expect(maskPhone('1'.repeat(20), COUNTRIES.MX)).toBe('1'.repeat(15));
  });
});

describe('isRefusedPhoneKey', () => {
  it('refuses printable non-digits and lets digits, editing keys and shortcuts pass', () => {
    expect(isRefusedPhoneKey(key('a'))).toBe(true);
    expect(isRefusedPhoneKey(key('-'))).toBe(true);
    expect(isRefusedPhoneKey(key('7'))).toBe(false);
    expect(isRefusedPhoneKey(key('Backspace'))).toBe(false);
    expect(isRefusedPhoneKey(key('ArrowLeft'))).toBe(false);
    expect(isRefusedPhoneKey(key('v', { ctrlKey: true }))).toBe(false);
  });
});

describe('phoneMaskHandlers', () => {
  it('blocks a letter on keydown without touching the value', () => {
    const setValue = vi.fn();
    const preventDefault = vi.fn();
    phoneMaskHandlers(COUNTRIES.BR, setValue).onKeyDown({
      ...key('x'),
      preventDefault,
      currentTarget: { value: '11' },
    });
    expect(preventDefault).toHaveBeenCalledOnce();
    expect(setValue).not.toHaveBeenCalled();
  });

  it('masks after a digit key lands and on focus-out', async () => {
    const setValue = vi.fn();
    const handlers = phoneMaskHandlers(COUNTRIES.BR, setValue);
    const target = { value: '1198765432' };
    handlers.onKeyDown({ ...key('1'), preventDefault: vi.fn(), currentTarget: target });
    target.value = '11987654321';
    await Promise.resolve();
    expect(setValue).toHaveBeenLastCalledWith('(11) 98765-4321');
    handlers.onBlur({ currentTarget: { value: '8765 4321' } });
    expect(setValue).toHaveBeenLastCalledWith('8765-4321');
  });

  it('masks other countries to digits', () => {
    const setValue = vi.fn();
    phoneMaskHandlers(COUNTRIES.AR, setValue).onChange({ currentTarget: { value: '11-4567 8901' } });
    expect(setValue).toHaveBeenCalledWith('1145678901');
  });
});
