// The exam as a physician takes it: answers saved as chosen, the question list and the keyboard to move,
// the review naming what is unanswered, a confirmation before submitting, and the countdown that submits
// by itself. The server is a stand-in behind window.fetch (the one door of lib/api-client.ts).
import type { ExamAnswer, ExamAttempt } from '@portal/contracts';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { renderPortal } from '#test/render-portal.tsx';
import { ExamRunner } from './exam-runner.tsx';

const questions = [
  {
    id: 'q1',
    question: 'Qual a primeira linha na hipertensão?',
    options: [
      { value: 'a', text: 'Diurético tiazídico' },
      { value: 'b', text: 'Betabloqueador' },
    ],
  },
  {
    id: 'q2',
    question: 'Qual a meta pressórica?',
    options: [
      { value: 'a', text: 'Abaixo de 130/80' },
      { value: 'b', text: 'Abaixo de 150/90' },
      { value: 'c', text: 'Abaixo de 160/100' },
    ],
  },
  {
    id: 'q3',
    question: 'Quando reavaliar?',
    options: [
      { value: 'a', text: 'Em 4 semanas' },
      { value: 'b', text: 'Em 1 ano' },
    ],
  },
];

function attemptOf(overrides: Partial<ExamAttempt> = {}): ExamAttempt {
  return {
    id: 'attempt-1',
    questions,
    answers: [],
    startTime: '2026-11-28T10:00:00.000Z',
    deadline: null,
    serverNow: '2026-11-28T10:00:00.000Z',
    minCorrectQuestions: 2,
    totalQuestions: 3,
    ...overrides,
  };
}

let fetchMock: Mock<typeof fetch>;

/** The bodies of the PUT /answers calls, in order. */
function savedBodies(): { answers: ExamAnswer[] }[] {
  return fetchMock.mock.calls
    .filter(([url, init]) => String(url) === '/api/training/course-1/answers' && init?.method === 'PUT')
    .map(([, init]) => JSON.parse(String(init?.body)) as { answers: ExamAnswer[] });
}

beforeEach(() => {
  // The server confirms what it was sent, as PUT /answers does.
  fetchMock = vi.spyOn(window, 'fetch').mockImplementation(async (_url, init) => {
    const body = JSON.parse(String(init?.body ?? '{}')) as { answers?: ExamAnswer[] };
    return new Response(
      JSON.stringify({ answers: body.answers ?? [], serverNow: '2026-11-28T10:00:05.000Z' }),
      {
        status: 200,
        headers: { 'content-type': 'application/json' },
      },
    );
  });
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
  localStorage.clear();
});

function renderRunner(attempt = attemptOf(), onSubmit = vi.fn<(answers: ExamAnswer[]) => void>()) {
  renderPortal(
    <ExamRunner
      courseId="course-1"
      attempt={attempt}
      receivedAt={Date.now()}
      submitting={false}
      submitError={false}
      onSubmit={onSubmit}
    />,
  );
  return onSubmit;
}

const heading = () => screen.getByRole('heading', { level: 2 });
const navigator = () => screen.getByRole('navigation', { name: 'Questões' });

describe('ExamRunner', () => {
  it('saves each answer as it is chosen and marks the question answered in the list', async () => {
    const user = userEvent.setup();
    renderRunner();
    expect(screen.getByText('Questão 1 de 3')).toBeTruthy();
    expect(heading().textContent).toBe(questions[0]?.question);

    await user.click(screen.getByRole('radio', { name: 'Betabloqueador' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Resposta salva'));
    expect(savedBodies()).toEqual([{ answers: [{ id: 'q1', selectedOptionValue: 'b' }] }]);
    expect(within(navigator()).getByRole('button', { name: 'Questão 1, respondida' })).toBeTruthy();

    // A changed mind is saved too, with every answer so far.
    await user.click(screen.getByRole('radio', { name: 'Diurético tiazídico' }));
    await user.click(screen.getByRole('button', { name: 'Próxima' }));
    await user.click(screen.getByRole('radio', { name: 'Abaixo de 130/80' }));
    await waitFor(() => expect(savedBodies()).toHaveLength(3));
    expect(savedBodies().at(-1)).toEqual({
      answers: [
        { id: 'q1', selectedOptionValue: 'a' },
        { id: 'q2', selectedOptionValue: 'a' },
      ],
    });
  });

  it('says so when a save fails, and keeps the answer chosen', async () => {
    fetchMock.mockResolvedValue(new Response('{"message":"down"}', { status: 503 }));
    const user = userEvent.setup();
    renderRunner();
    await user.click(screen.getByRole('radio', { name: 'Betabloqueador' }));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(
        'Não foi possível salvar a resposta. Ela será enviada novamente.',
      ),
    );
    expect((screen.getByRole('radio', { name: 'Betabloqueador' }) as HTMLInputElement).checked).toBe(true);
  });

  it('moves with the question list, previous/next and the keyboard, focusing the new question', async () => {
    const user = userEvent.setup();
    renderRunner();
    const previous = screen.getByRole('button', { name: 'Anterior' });
    expect((previous as HTMLButtonElement).disabled).toBe(true);

    await user.click(within(navigator()).getByRole('button', { name: 'Questão 3, sem resposta' }));
    expect(heading().textContent).toBe(questions[2]?.question);
    expect(document.activeElement).toBe(heading());
    expect(
      within(navigator())
        .getByRole('button', { name: 'Questão 3, sem resposta' })
        .getAttribute('aria-current'),
    ).toBe('step');
    // The last question has no "next"; review is the way on.
    expect(screen.queryByRole('button', { name: 'Próxima' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Anterior' }));
    expect(screen.getByText('Questão 2 de 3')).toBeTruthy();

    // Keyboard only: Tab to the options, Space chooses, an arrow moves the choice, Enter on "Próxima".
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Abaixo de 130/80' }));
    await user.keyboard(' ');
    expect((screen.getByRole('radio', { name: 'Abaixo de 130/80' }) as HTMLInputElement).checked).toBe(true);
    await user.keyboard('{ArrowDown}');
    expect((screen.getByRole('radio', { name: 'Abaixo de 150/90' }) as HTMLInputElement).checked).toBe(true);
    await waitFor(() =>
      expect(savedBodies().at(-1)).toEqual({ answers: [{ id: 'q2', selectedOptionValue: 'b' }] }),
    );
    screen.getByRole('button', { name: 'Próxima' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByText('Questão 3 de 3')).toBeTruthy();
    expect(document.activeElement).toBe(heading());
  });

  it('resumes at the first unanswered question with the saved answers', () => {
    renderRunner(attemptOf({ answers: [{ id: 'q1', selectedOptionValue: 'b' }] }));
    expect(screen.getByText('Questão 2 de 3')).toBeTruthy();
    expect(within(navigator()).getByRole('button', { name: 'Questão 1, respondida' })).toBeTruthy();
  });

  it('lists the unanswered questions in the review and leads back to one of them', async () => {
    const user = userEvent.setup();
    renderRunner();
    await user.click(screen.getByRole('radio', { name: 'Betabloqueador' }));
    await user.click(screen.getByRole('button', { name: 'Revisar respostas' }));

    expect(heading().textContent).toBe('Revise suas respostas');
    expect(document.activeElement).toBe(heading());
    expect(screen.getByText('2 questões sem resposta.')).toBeTruthy();
    const items = screen.getAllByTestId('exam-review-item');
    expect(items.map((item) => item.querySelector('.exam-review__answer')?.textContent)).toEqual([
      'Betabloqueador',
      'Sem resposta',
      'Sem resposta',
    ]);

    await user.click(screen.getByRole('button', { name: 'Alterar resposta da questão 2' }));
    expect(heading().textContent).toBe(questions[1]?.question);
    await user.click(screen.getByRole('radio', { name: 'Abaixo de 130/80' }));
    await user.click(screen.getByRole('button', { name: 'Revisar respostas' }));
    expect(screen.getByText('1 questão sem resposta.')).toBeTruthy();
  });

  it('asks for confirmation before submitting, and submits the chosen answers only when confirmed', async () => {
    const user = userEvent.setup();
    const onSubmit = renderRunner();
    await user.click(screen.getByRole('radio', { name: 'Diurético tiazídico' }));
    await user.click(screen.getByRole('button', { name: 'Revisar respostas' }));

    await user.click(screen.getByRole('button', { name: 'Enviar a prova' }));
    const dialog = await screen.findByRole('dialog', { name: 'Enviar a prova?' });
    expect(within(dialog).getByText('Depois de enviar não será possível alterar as respostas.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onSubmit).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Enviar a prova' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Sim, enviar' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledWith([{ id: 'q1', selectedOptionValue: 'a' }]);
  });

  it('counts down on the server’s clock and submits the saved answers by itself when time runs out', async () => {
    // The browser's clock is 10 minutes behind the server's: the countdown must not gain those minutes.
    vi.useFakeTimers({ now: new Date('2026-11-28T09:50:00.000Z') });
    const onSubmit = renderRunner(
      attemptOf({ serverNow: '2026-11-28T10:00:00.000Z', deadline: '2026-11-28T10:01:05.000Z' }),
    );
    const timer = screen.getByRole('timer', { name: 'Tempo restante' });
    expect(timer.textContent).toBe('01:05');
    expect(screen.queryByRole('alert')).toBeNull();

    fireEvent.click(screen.getByRole('radio', { name: 'Diurético tiazídico' }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(5_000);
    });
    expect(timer.textContent).toBe('01:00');
    expect(screen.getByRole('alert').textContent).toBe(
      'Falta menos de um minuto. Ao fim do tempo a prova será enviada automaticamente.',
    );
    expect(screen.getByTestId('exam-timer-announcement').textContent).toBe('Resta 1 minuto de prova.');

    await act(async () => {
      await vi.advanceTimersByTimeAsync(59_000);
    });
    expect(timer.textContent).toBe('00:01');
    expect(onSubmit).not.toHaveBeenCalled();

    await act(async () => {
      await vi.advanceTimersByTimeAsync(1_000);
    });
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledWith([{ id: 'q1', selectedOptionValue: 'a' }]);
    expect(screen.getByRole('alert').textContent).toBe(
      'O tempo acabou. Enviando a prova com as respostas salvas…',
    );

    // Time keeps passing after the end: still one submit.
    await act(async () => {
      await vi.advanceTimersByTimeAsync(5_000);
    });
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('hides the clock on request without stopping it', async () => {
    const user = userEvent.setup();
    renderRunner(attemptOf({ deadline: '2026-12-28T10:00:00.000Z' }));
    const toggle = screen.getByRole('button', { name: 'Ocultar o tempo' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    await user.click(toggle);
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect(screen.queryByRole('timer')).toBeNull();
    expect(screen.getByText('Tempo oculto')).toBeTruthy();
  });
});
