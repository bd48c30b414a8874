/** The messages between the server (worker-pool.ts) and its photo worker (photo-worker.ts). */
import type { ProcessedPhoto } from './photo-results.ts';

/** A photo to process; `id` pairs it with its answer. */
export interface WorkerJob {
  id: number;
  input: Uint8Array;
}

/** The worker's answer to one job, with its RSS after it. */
export type WorkerAnswer = { id: number; rssBytes: number } & (
  | { ok: true; photo: ProcessedPhoto }
  | { ok: false; rejected: { message: string; status: 400 | 413 | 415 } }
  | { ok: false; error: string; rejected?: undefined }
);
