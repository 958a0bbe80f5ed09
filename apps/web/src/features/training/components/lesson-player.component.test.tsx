// The lesson player and the server's one-lesson-at-a-time rule: a step the server refuses because another
// lesson was opened since (another tab) opens this lesson again; a step refused for its pace does not.
// The server is a stand-in behind window.fetch (the one door of lib/api-client.ts).
import type { Episode } from '@portal/contracts';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { renderPortal } from '#test/render-portal.tsx';
import { LessonPlayer } from './lesson-player.tsx';

const lesson: Episode = {
  id: 'course-1-l1',
  title: 'Aula 1',
  synopsis: null,
  duration: 600,
  media: {
    url: '/media/demo/clip.webm',
    type: 'video',
    mimeType: 'video/webm',
    captions: [],
    transcripts: [],
  },
  thumbnail: [],
};
const BASE = '/api/training/course-1/lessons/course-1-l1';

let fetchMock: Mock<typeof fetch>;
/** What the stand-in answers the next progress step: 200, or a 409 with this message. */
let refusal: string | null = null;
const calls = () =>
  fetchMock.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${String(url)} ${init?.body ?? ''}`);
const json = (status: number, body: object) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  refusal = null;
  fetchMock = vi
    .spyOn(window, 'fetch')
    .mockImplementation(async (url) =>
      String(url).endsWith('/progress') && refusal
        ? json(409, { statusCode: 409, code: 'CONFLICT', message: refusal, errors: [] })
        : json(200, {}),
    );
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  localStorage.clear();
});

function pauseAt(video: HTMLVideoElement, seconds: number) {
  Object.defineProperty(video, 'currentTime', { value: seconds, configurable: true });
  fireEvent.pause(video);
}

describe('LessonPlayer', () => {
  it('opens the lesson again when another tab opened another one, and not for a step refused for its pace', async () => {
    renderPortal(<LessonPlayer courseId="course-1" lesson={lesson} progress={undefined} />);
    const video = screen.getByTestId('lesson-player').querySelector('video') as HTMLVideoElement;

    refusal = 'PROGRESS_TOO_FAST';
    pauseAt(video, 42.7);
    await waitFor(() =>
      expect(calls()).toEqual([`POST ${BASE}/progress {"position":42,"reachedEnd":false}`]),
    );
    expect(await screen.findByText(/Não registramos o avanço/)).toBeTruthy();

    refusal = 'LESSON_NOT_OPENED';
    pauseAt(video, 50);
    await waitFor(() =>
      expect(calls()).toEqual([
        `POST ${BASE}/progress {"position":42,"reachedEnd":false}`,
        `POST ${BASE}/progress {"position":50,"reachedEnd":false}`,
        `POST ${BASE}/view `,
      ]),
    );
  });
});
