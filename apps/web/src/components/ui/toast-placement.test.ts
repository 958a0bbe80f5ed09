import { describe, expect, it } from 'vitest';
import { toastPosition } from './toast-placement.ts';

describe('toastPosition', () => {
  const height = 844;
  const zone = 110;
  it('stays at the bottom with nothing focused or the focus above the bottom band', () => {
    expect(toastPosition(null, height, zone)).toBe('bottom-center');
    expect(toastPosition({ top: 300, bottom: 344 }, height, zone)).toBe('bottom-center');
    expect(toastPosition({ top: 690, bottom: 734 }, height, zone)).toBe('bottom-center');
  });
  it('moves to the top when the focused element lies in the bottom band', () => {
    expect(toastPosition({ top: 700, bottom: 744 }, height, zone)).toBe('top-center');
    expect(toastPosition({ top: 820, bottom: 900 }, height, zone)).toBe('top-center');
  });
  it('comes back to the bottom once the focus leaves the band', () => {
    expect(toastPosition({ top: 100, bottom: 144 }, height, zone, 'top-center')).toBe('bottom-center');
  });
  it('keeps its place for an element covering both bands', () => {
    expect(toastPosition({ top: 50, bottom: 800 }, height, zone, 'top-center')).toBe('top-center');
    expect(toastPosition({ top: 50, bottom: 800 }, height, zone, 'bottom-center')).toBe('bottom-center');
  });
  it('ignores an element scrolled out of view below', () => {
    expect(toastPosition({ top: 900, bottom: 944 }, height, zone)).toBe('bottom-center');
  });
});
