/**
 * Where the server's log lines go: standard output, one write per turn of the event loop. Lines
 * logged while a turn's requests are handled are joined and written together when the turn's I/O is
 * done (setImmediate), so under load one system call carries many request lines; with no load a line
 * still leaves within the same turn. A blocking write per line cost a static file a sixth of its time.
 *
 * The write itself is pino's SonicBoom in synchronous mode (it retries a full pipe and short writes);
 * whatever is pending is written before the process exits, crash or clean stop alike.
 */
import pino from 'pino';

export interface LogOutput {
  write(line: string): void;
  /** Writes what is pending now (exit, tests). */
  flushSync(): void;
}

export function createLogOutput(fd = 1): LogOutput {
  const out = pino.destination({ dest: fd, sync: true });
  let pending: string[] = [];
  let scheduled = false;
  const flushSync = () => {
    scheduled = false;
    if (pending.length === 0) return;
    const text = pending.length === 1 ? pending[0]! : pending.join('');
    pending = [];
    out.write(text);
  };
  process.on('exit', flushSync);
  return {
    write(line) {
      pending.push(line);
      if (!scheduled) {
        scheduled = true;
        setImmediate(flushSync);
      }
    },
    flushSync,
  };
}

/**
 * pino's ISO timestamp, formatted once per millisecond: under load many lines share one, and
 * `toISOString` was a measurable part of a cached page's cost.
 */
let stampedAt = NaN;
let stamp = '';
export function isoTimeOncePerMs(): string {
  const now = Date.now();
  if (now !== stampedAt) {
    stampedAt = now;
    stamp = `,"time":"${new Date(now).toISOString()}"`;
  }
  return stamp;
}
