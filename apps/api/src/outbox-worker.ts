// The delivery loop of a durable outbox (mail relay, push sender; decision 015): polls for due rows, is
// woken when a row is queued, claims a batch (the repository's FOR UPDATE SKIP LOCKED claim: several API
// processes never deliver one row twice) and hands each row to `deliver`, which records its outcome.
import type { FastifyBaseLogger } from 'fastify';

export interface OutboxWorkerOptions<Item, Outcome extends string> {
  /** Names the worker in the log ('mail relay'). */
  name: string;
  /** Every outcome `deliver` may answer: the keys of a cycle's counts. */
  outcomes: readonly Outcome[];
  /** A claimed row is hidden from other workers this long (then retried, if its worker died). */
  leaseMs: number;
  batchSize: number;
  pollIntervalMs: number;
  /** Deliver a batch's rows at once (one slow peer does not hold the others up), or one by one. */
  parallel: boolean;
  clock: () => Date;
  log?: FastifyBaseLogger;
  /** Subscribes to "a row was queued"; answers the unsubscribe function. */
  onQueued(listener: () => void): () => void;
  claim(now: Date, leaseUntil: Date, limit: number): Promise<Item[]>;
  deliver(item: Item, now: Date): Promise<Outcome>;
}

export interface OutboxWorker<Outcome extends string> {
  readonly running: boolean;
  start(): void;
  /** Stops polling and waits for the cycle in flight. */
  stop(): Promise<void>;
  /** Runs a cycle soon (now, or right after the one in flight). */
  kick(): void;
  /** One cycle at `now`; concurrent calls share the cycle in flight. */
  runOnce(now?: Date): Promise<Record<Outcome, number>>;
}

/** First retry after `baseMs`; each further one waits twice as long. */
export function backoffMs(attempts: number, baseMs: number): number {
  return baseMs * 2 ** Math.max(0, attempts - 1);
}

/**
 * A failed delivery: its error in words, and either given up (the row is failed, for an operator to look
 * at) or retried after `delayMs()`.
 */
export function afterFailure(
  error: unknown,
  giveUp: boolean,
  now: Date,
  delayMs: () => number,
): { message: string; outcome: 'failed' | 'retrying'; retryAt: Date | null } {
  const message = errorMessage(error);
  return giveUp
    ? { message, outcome: 'failed', retryAt: null }
    : { message, outcome: 'retrying', retryAt: new Date(now.getTime() + delayMs()) };
}

export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export function createOutboxWorker<Item, Outcome extends string>(
  options: OutboxWorkerOptions<Item, Outcome>,
): OutboxWorker<Outcome> {
  const { batchSize, clock, log } = options;
  let timer: NodeJS.Timeout | undefined;
  let inFlight: Promise<Record<Outcome, number>> | undefined;
  let again = false;
  let running = false;
  let unsubscribe: (() => void) | undefined;

  async function cycle(now: Date): Promise<Record<Outcome, number>> {
    const result = Object.fromEntries(options.outcomes.map((outcome) => [outcome, 0])) as Record<
      Outcome,
      number
    >;
    const claimed = await options.claim(now, new Date(now.getTime() + options.leaseMs), batchSize);
    if (options.parallel) {
      const outcomes = await Promise.all(claimed.map((item) => options.deliver(item, now)));
      for (const outcome of outcomes) result[outcome] += 1;
    } else {
      for (const item of claimed) result[await options.deliver(item, now)] += 1;
    }
    return result;
  }

  function runOnce(now: Date = clock()): Promise<Record<Outcome, number>> {
    inFlight ??= cycle(now).finally(() => {
      inFlight = undefined;
    });
    return inFlight;
  }

  function schedule(delayMs: number) {
    if (!running) return;
    clearTimeout(timer);
    timer = setTimeout(tick, delayMs);
  }

  async function tick() {
    if (!running) return;
    try {
      const result = await runOnce();
      // A full batch means more may be due: keep going without waiting.
      const done = Object.values<number>(result).reduce((sum, count) => sum + count, 0);
      if (done >= batchSize) again = true;
    } catch (error) {
      if (running) log?.error({ err: error }, `${options.name} cycle failed`);
    }
    const immediately = again;
    again = false;
    schedule(immediately ? 0 : options.pollIntervalMs);
  }

  function kick() {
    if (!running) return;
    if (inFlight) again = true;
    else schedule(0);
  }

  return {
    get running() {
      return running;
    },
    start() {
      if (running) return;
      running = true;
      unsubscribe = options.onQueued(kick);
      schedule(0);
    },
    async stop() {
      running = false;
      clearTimeout(timer);
      unsubscribe?.();
      await inFlight?.catch(() => {});
    },
    kick,
    runOnce,
  };
}
