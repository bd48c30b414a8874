/**
 * The photo worker processes: the sharp pipeline runs in a child process (photo-worker.ts), never in the server.
 *
 * Why a process of its own: libvips' native memory is not bounded by the heap limit, and a server process that had
 * decoded and encoded hard-to-compress photos kept it. Measured with `npm run bench:photos` (six accounts, four rounds
 * of six concurrent 9 MP noise JPEGs, docs/measuring.md): in-process, even with sharp's cache off and one libvips
 * thread, the server went from 292 MB to a peak of 1,156 MB and was still at 1,102 MB 60 s later (glibc kept the
 * freed memory in its arenas). A worker's memory goes back to the system when it exits, and while it runs it holds
 * one photo at a time, so the peak is bounded by one photo's decoded pixels per worker, whatever the uploads look like.
 * With one worker (MAX_RUNNING, work-queue.ts) and the server's malloc setting (src/cli/native-memory.ts), the same
 * run peaked at 670 MB (the worker up to 240 MB) and was back at 306 MB 30 s after the last upload.
 *
 * The rules: each worker takes one job at a time (the work queue, work-queue.ts, lets MAX_RUNNING run at once, so
 * there are at most that many workers); a worker is replaced once its RSS after a job passes maxRssBytes or it has
 * done maxJobs (PHOTO_WORKER_OPTIONS); an idle one ends after idleMs, so the server gives everything back between
 * uploads. A worker that dies or hangs (past timeoutMs) fails its job with PhotoWorkerUnavailable, which the upload
 * answers as 503 with Retry-After; the next upload gets a new worker.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import { PhotoRejected, type ProcessedPhoto } from './photo-results.ts';
import type { WorkerAnswer, WorkerJob } from './worker-protocol.ts';

/** The worker could not process the photo (it died, hung or could not start): nothing about the photo itself. */
export class PhotoWorkerUnavailable extends Error {}

export interface PhotoWorkerOptions {
  /** The worker's script; Node runs it from the sources, like src/cli/start.ts (resolved from the working folder). */
  script: string;
  /** A worker whose RSS after a job is above this is replaced. */
  maxRssBytes: number;
  /** A worker is replaced after this many jobs anyway. */
  maxJobs: number;
  /** An idle worker ends after this long. */
  idleMs: number;
  /** A job that takes longer ends its worker. */
  timeoutMs: number;
}

const MB = 1024 * 1024;
export const PHOTO_WORKER_OPTIONS: PhotoWorkerOptions = {
  // The server's working folder is the project's root (src/cli/start.ts reads dist/ from it too): the built site and
  // the sources run the same file.
  script: resolve('src/features/photos/server/photo-worker.ts'),
  maxRssBytes: 160 * MB,
  maxJobs: 50,
  idleMs: 15_000,
  timeoutMs: 120_000,
};

interface Worker {
  child: ChildProcess;
  jobs: number;
  idleTimer?: NodeJS.Timeout;
}

const asBuffer = (data: Uint8Array): Buffer => Buffer.from(data.buffer, data.byteOffset, data.byteLength);

export function createPhotoWorkers(options: PhotoWorkerOptions) {
  const idle = new Set<Worker>();
  let lastId = 0;

  function start(): Worker {
    const child = fork(options.script, [], {
      // Buffers travel as they are (structured clone), not as JSON arrays of numbers.
      serialization: 'advanced',
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      // Not the server's flags: its heap limit is for pages. The worker's heap holds little (pixels are native). Its
      // environment is the server's, with the C library's memory setting (src/cli/native-memory.ts).
      execArgv: ['--max-old-space-size=128'],
    });
    const worker: Worker = { child, jobs: 0 };
    child.once('exit', () => {
      clearTimeout(worker.idleTimer);
      idle.delete(worker);
    });
    // A worker that cannot start emits 'error' (and no 'exit'): the job waiting on it fails below.
    child.on('error', () => idle.delete(worker));
    return worker;
  }

  function take(): Worker {
    const worker = idle.values().next().value ?? start();
    idle.delete(worker);
    clearTimeout(worker.idleTimer);
    worker.child.ref();
    worker.child.channel?.ref();
    return worker;
  }

  /** Back to the idle set, where it ends after idleMs and does not keep the server from exiting. */
  function park(worker: Worker): void {
    idle.add(worker);
    worker.child.unref();
    worker.child.channel?.unref();
    worker.idleTimer = setTimeout(() => {
      idle.delete(worker);
      worker.child.kill();
    }, options.idleMs);
    worker.idleTimer.unref();
  }

  function send(worker: Worker, input: Buffer): Promise<WorkerAnswer> {
    const { child } = worker;
    const id = ++lastId;
    return new Promise((resolvePromise, reject) => {
      const timer = setTimeout(() => child.kill('SIGKILL'), options.timeoutMs);
      const settle = (finish: () => void) => {
        clearTimeout(timer);
        child.off('message', onMessage);
        child.off('exit', onExit);
        child.off('error', onError);
        finish();
      };
      const onMessage = (answer: WorkerAnswer) => {
        if (answer.id === id) settle(() => resolvePromise(answer));
      };
      const onExit = (code: number | null, signal: NodeJS.Signals | null) =>
        settle(() => reject(new PhotoWorkerUnavailable(`the photo worker ended (${signal ?? `exit code ${code}`})`)));
      const onError = (error: Error) =>
        settle(() => reject(new PhotoWorkerUnavailable(`the photo worker failed: ${error.message}`)));
      child.on('message', onMessage);
      child.on('exit', onExit);
      child.on('error', onError);
      const job: WorkerJob = { id, input };
      child.send(job, (error) => {
        if (error) onError(error);
      });
    });
  }

  /** Processes `input` in a worker: the photo, or PhotoRejected (a 4xx), or PhotoWorkerUnavailable. */
  async function processInWorker(input: Buffer): Promise<ProcessedPhoto> {
    const worker = take();
    worker.jobs++;
    let answer: WorkerAnswer;
    try {
      answer = await send(worker, input);
    } catch (error) {
      worker.child.kill('SIGKILL');
      throw error;
    }
    if (answer.rssBytes > options.maxRssBytes || worker.jobs >= options.maxJobs) worker.child.kill();
    else park(worker);
    if (answer.ok) return { ...answer.photo, variants: answer.photo.variants.map((v) => ({ ...v, data: asBuffer(v.data) })) };
    if (answer.rejected) throw new PhotoRejected(answer.rejected.message, answer.rejected.status);
    throw new Error(`photo worker: ${answer.error}`);
  }

  /** Ends every idle worker (a busy one ends when its job is done and it is not parked again). */
  function stopIdle(): void {
    for (const worker of idle) {
      clearTimeout(worker.idleTimer);
      worker.child.kill();
    }
    idle.clear();
  }

  return { processInWorker, stopIdle };
}

const workers = createPhotoWorkers(PHOTO_WORKER_OPTIONS);

/** The server's photo workers: called inside a running place of the work queue (withPipelineSlot). */
export const processInWorker = workers.processInWorker;
