/**
 * `npm start`'s first step (imported for its effect by src/cli/start.ts, before the build check):
 * read `.env` when there is one, then check every setting (src/config/env.ts). A bad setting stops
 * start-up with one line per variable naming it, instead of a stack trace from deep inside the build or
 * the first request.
 *
 * `.env` never overrides a variable the shell already set, and a missing file is not an error.
 */
import { environmentProblems, loadEnvFile } from '#src/config/env.ts';

loadEnvFile();
const problems = environmentProblems();
if (problems.length > 0) {
  for (const problem of problems) console.error(`[start] invalid setting: ${problem}`);
  process.exit(1);
}
