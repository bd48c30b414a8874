/**
 * Imported first by src/cli/start.ts: on Linux, restarts the process in place (same pid, same arguments) with glibc's
 * mmap threshold fixed at its default, 128 KiB, unless the variable is already set.
 *
 * Why: glibc raises that threshold each time a large block is freed, after which blocks of that size (a photo upload
 * is read into buffers of several MB) come from its heap instead of their own mappings, and a freed block inside the
 * heap is not given back to the system. Measured with `npm run bench:photos -- --rounds 2` (docs/measuring.md):
 * with the raised threshold the server stayed about 270 MB above its start after the uploads; fixed, it came back
 * within 40 MB. glibc reads the variable only when a process starts, hence the restart; other C libraries ignore it.
 */
const THRESHOLD = 'MALLOC_MMAP_THRESHOLD_';

if (process.platform === 'linux' && process.env[THRESHOLD] === undefined && typeof process.execve === 'function') {
  process.execve(process.execPath, [process.execPath, ...process.execArgv, ...process.argv.slice(1)], {
    ...process.env,
    [THRESHOLD]: String(128 * 1024),
  });
}
