/**
 * Starts the production server (`npm start`'s src/cli/start.ts) as a child process on a free port and waits until it listens.
 * Used by the test harness, `npm run bench` and `npm run lighthouse`.
 */
import { spawn } from 'node:child_process';

export interface SpawnedServer {
  url: string;
  /** The server's process id (the benchmark reads its peak RSS from /proc). */
  pid: number;
  output: () => string;
  stop: () => Promise<void>;
  /** Sends a signal and waits for the process to end (durability and shutdown tests). */
  kill: (signal: NodeJS.Signals) => Promise<void>;
  /** The exit code once the process has ended (null when a signal ended it). */
  exitCode: () => number | null;
}

export async function spawnServer(
  env: Record<string, string | undefined>,
  {
    timeoutMs = 180_000,
    nodeArgs = [] as string[],
    // false: what the server prints after it listens is dropped (a soak's minutes of output would pile up here).
    keepOutput = true,
  } = {},
): Promise<SpawnedServer> {
  const child = spawn(process.execPath, [...nodeArgs, 'src/cli/start.ts'], {
    cwd: process.cwd(),
    env: { ...process.env, HOST: '127.0.0.1', PORT: '0', ASTRO_TELEMETRY_DISABLED: '1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });

  let log = '';
  let listening = false;
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`server did not start within ${timeoutMs} ms:\n${log}`));
    }, timeoutMs);
    const onData = (chunk: Buffer) => {
      if (listening && !keepOutput) return;
      log += chunk.toString();
      // Searched until found only: under a benchmark's load the log grows by megabytes, and searching
      // all of it on every chunk cost the load generator more CPU than the server's own work.
      if (listening) return;
      const match = /listening on (http:\/\/[\d.]+:\d+)/.exec(log);
      if (match?.[1]) {
        listening = true;
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with code ${code}:\n${log}`));
    });
  });

  const kill = async (signal: NodeJS.Signals) => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill(signal);
    await exited;
  };
  return { url, pid: child.pid!, output: () => log, stop: () => kill('SIGTERM'), kill, exitCode: () => child.exitCode };
}
