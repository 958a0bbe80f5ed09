// The content access log, written in batches: a read adds its entry to the database's buffer, which is
// written in one INSERT every ACCESS_LOG_FLUSH_MS or as soon as ACCESS_LOG_BATCH entries wait, and
// when the app closes (SIGTERM and SIGINT close it, see server.ts). A crash (SIGKILL, power loss) loses
// at most the entries of the last ACCESS_LOG_FLUSH_MS (and never more than ACCESS_LOG_MAX_PENDING).
import type { Database } from '@portal/db';
import { type AccessLogEntry, logAccessBatch } from './repository.ts';

export const ACCESS_LOG_FLUSH_MS = 1_000;
export const ACCESS_LOG_BATCH = 500;
/** While the database refuses writes, older entries beyond this are dropped (memory stays bounded). */
const ACCESS_LOG_MAX_PENDING = 50_000;

class AccessLogBuffer {
  private pending: AccessLogEntry[] = [];
  private timer: NodeJS.Timeout | undefined;
  private writing: Promise<void> = Promise.resolve();

  private readonly db: Database;

  constructor(db: Database) {
    this.db = db;
  }

  add(entry: AccessLogEntry): void {
    this.pending.push(entry);
    if (this.pending.length >= ACCESS_LOG_BATCH) void this.flush().catch(() => {});
    else if (!this.timer) {
      this.timer = setTimeout(() => void this.flush().catch(() => {}), ACCESS_LOG_FLUSH_MS);
      // A pending flush does not keep the process alive; close() writes what is left.
      this.timer.unref();
    }
  }

  /** Writes everything buffered so far (batches one after another). */
  flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    const batch = this.pending;
    this.pending = [];
    this.writing = this.writing.then(async () => {
      if (batch.length === 0) return;
      try {
        await logAccessBatch(this.db, batch);
      } catch (error) {
        // Kept for the next flush (newest first dropped only past the bound).
        this.pending = [...batch, ...this.pending].slice(-ACCESS_LOG_MAX_PENDING);
        throw error;
      }
    });
    return this.writing;
  }
}

const buffers = new WeakMap<Database, AccessLogBuffer>();

function bufferOf(db: Database): AccessLogBuffer {
  let buffer = buffers.get(db);
  if (!buffer) {
    buffer = new AccessLogBuffer(db);
    buffers.set(db, buffer);
  }
  return buffer;
}

export function bufferAccess(db: Database, entry: AccessLogEntry): void {
  bufferOf(db).add(entry);
}

/** Writes the buffered entries of the database now (app close; tests that read the log). */
export async function flushAccessLog(db: Database): Promise<void> {
  await buffers.get(db)?.flush();
}
