/**
 * `npm run create-admin -- --email E --password P [--first-name F --last-name L]`
 * Creates a verified admin, or promotes the existing account with that e-mail (and sets the given
 * password). Running it again with the same arguments changes nothing further.
 */
import { parseArgs } from 'node:util';
import { registerSchema } from '#src/features/accounts/auth.schema.ts';
import { createOrPromoteAdmin } from '#src/features/accounts/server/accounts.ts';
import { passwordProblem } from '#src/features/accounts/server/password-policy.ts';
import { closeDb } from '#src/platform/server/db/client.ts';

function fail(message: string): never {
  console.error(`create-admin: ${message}`);
  console.error('usage: npm run create-admin -- --email admin@example.com --password "a long passphrase"');
  process.exit(1);
}

const { values } = (() => {
  try {
    return parseArgs({
      options: {
        email: { type: 'string' },
        password: { type: 'string' },
        'first-name': { type: 'string' },
        'last-name': { type: 'string' },
      },
      strict: true,
    });
  } catch (error) {
    fail((error as Error).message);
  }
})();

const parsed = registerSchema.safeParse({
  email: values.email ?? '',
  password: values.password ?? '',
  firstName: values['first-name'] ?? 'Site',
  lastName: values['last-name'] ?? 'Admin',
});
if (!parsed.success) fail(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '));
const problem = passwordProblem(parsed.data.password);
if (problem) fail(problem);

try {
  const { user, created } = await createOrPromoteAdmin(parsed.data);
  console.log(`create-admin: ${created ? 'created' : 'promoted'} admin #${user.id} <${user.email}>`);
} finally {
  closeDb();
}
