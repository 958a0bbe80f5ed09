import { describe, expect, it } from 'vitest';
import { isReadyMessage, playerUrl, watchUrl } from './banner-video.tsx';

describe('banner video addresses', () => {
  it("plays an unlisted video with its link's hash, without tracking, on play", () => {
    const url = new URL(playerUrl({ id: '76979871', token: '8272103f6e' }));
    expect(url.origin).toBe('https://player.vimeo.com');
    expect(url.pathname).toBe('/video/76979871');
    expect(Object.fromEntries(url.searchParams)).toEqual({ h: '8272103f6e', dnt: '1', autoplay: '1' });
    expect(watchUrl({ id: '76979871', token: '8272103f6e' })).toBe('https://vimeo.com/76979871/8272103f6e');
  });

  it('leaves the hash out for a public video', () => {
    expect(new URL(playerUrl({ id: '42', token: null })).searchParams.has('h')).toBe(false);
    expect(watchUrl({ id: '42', token: null })).toBe('https://vimeo.com/42');
  });
});

describe("the player's ready message", () => {
  it('is recognised as JSON text or as an object', () => {
    expect(isReadyMessage('{"event":"ready","player_id":"x"}')).toBe(true);
    expect(isReadyMessage({ event: 'ready' })).toBe(true);
  });

  it('is not any other message', () => {
    for (const other of ['{"event":"play"}', 'ready', '{', null, 42, { method: 'ready' }]) {
      expect(isReadyMessage(other)).toBe(false);
    }
  });
});
