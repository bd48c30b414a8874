/**
 * What Astro, the adapter, React or Node print with console.* becomes one JSON line per call, so
 * text with a line break (an owner's stored URL inside an error message) cannot start a line of its own.
 */
import { Console } from 'node:console';
import { Writable } from 'node:stream';
import pino from 'pino';
import { expect, it } from 'vitest';
import { routeConsoleToLog } from '#src/serve/console-to-log.ts';

const FORGED = { level: 30, time: '2026-11-26T18:00:00.000Z', reqId: 'forged2', path: '/api/admin/users/2/role', msg: 'request' };

function routed() {
  let written = '';
  const log = pino(
    { level: 'debug', base: undefined },
    {
      write: (line: string) => {
        written += line;
      },
    },
  );
  const raw = new Writable({ write: (_chunk, _encoding, done) => done(new Error('printed past the logger')) });
  const target = new Console({ stdout: raw, stderr: raw });
  routeConsoleToLog(target, log);
  return { target, lines: () => written.split('\n').filter((line) => line !== '') };
}

it('writes one JSON entry per console call, at the matching level, whatever the text holds', () => {
  const { target, lines } = routed();
  const injected = `Headers.append: "https://evil.example/\n${JSON.stringify(FORGED)}\r\nx" is an invalid header value.`;
  target.error('\u001b[31m19:51:56 [ERROR]\u001b[39m', new TypeError(injected));
  target.warn('(node:1) Warning: %s', 'something\u2028odd');
  target.log('plain', { a: 1 });
  target.info('info');
  target.debug('debug');
  target.dir({ nested: { deep: true } });
  target.trace('where\nfrom');

  const entries = lines().map((line) => JSON.parse(line) as Record<string, unknown>);
  expect(entries.map((e) => e.level)).toEqual([50, 40, 30, 30, 20, 30, 50]);
  // The injected text is inside the first entry's message, escaped; no line is the forged entry.
  expect(entries[0]!.msg).toContain(`\n${JSON.stringify(FORGED)}\r\nx`);
  expect(entries[0]!.msg).toMatch(/^19:51:56 \[ERROR\] TypeError: Headers.append/);
  expect(entries.some((e) => e.reqId === 'forged2')).toBe(false);
  expect(entries[1]!.msg).toBe('(node:1) Warning: something\u2028odd');
  expect(entries[2]!.msg).toBe('plain { a: 1 }');
  expect(entries[5]!.msg).toContain('nested');
  expect(entries[6]!.msg).toMatch(/^Trace: where\nfrom\n {4}at /);
});

it('writes a secret path in printed text as its route (the adapter names the URL it could not render)', () => {
  const { target, lines } = routed();
  target.error('Could not render %s', '/enquiries/qvwptrhtu2dmt5gzn5d4fb4w4mlqf26l?x=1');
  target.error(new Error('failed on https://guide.example//Enquiries/QVWPTRHTU2DMT5GZN5D4FB4W4MLQF26L/'));
  const text = lines().join('\n');
  expect(text.toLowerCase()).not.toContain('qvwptrhtu2dmt5gzn5d4fb4w4mlqf26l');
  expect(text.match(/\/enquiries\/\[token\]/g)).toHaveLength(2);
});
