/**
 * The photo worker: a small process of its own that the server forks (worker-pool.ts) to run the sharp pipeline
 * (pipeline.ts), one photo at a time. Node runs this file from the sources as it is (type stripping), like
 * src/cli/start.ts. Each message is a photo; each answer is the processed photo, the refusal (a 4xx) or the error,
 * with this process's RSS, by which the server decides when to replace it. It ends when the server disconnects.
 */
import sharp from 'sharp';
import { processPhoto } from './pipeline.ts';
import { PhotoRejected } from './photo-results.ts';
import type { WorkerAnswer, WorkerJob } from './worker-protocol.ts';

// One photo at a time in this process: no decoded-image cache to keep, one libvips thread.
sharp.cache(false);
sharp.concurrency(1);

const answer = (message: WorkerAnswer) => process.send?.(message);

process.on('message', (job: WorkerJob) => {
  const input = Buffer.from(job.input.buffer, job.input.byteOffset, job.input.byteLength);
  processPhoto(input).then(
    (photo) => answer({ id: job.id, ok: true, photo, rssBytes: process.memoryUsage.rss() }),
    (error: unknown) =>
      answer(
        error instanceof PhotoRejected
          ? {
              id: job.id,
              ok: false,
              rejected: { message: error.message, status: error.status },
              rssBytes: process.memoryUsage.rss(),
            }
          : { id: job.id, ok: false, error: String(error), rssBytes: process.memoryUsage.rss() },
      ),
  );
});
// The server stopped or let this worker go: nothing keeps it (the channel was its only reason to run).
process.on('disconnect', () => process.exit(0));
