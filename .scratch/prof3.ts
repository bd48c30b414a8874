process.env.DATABASE_PATH = process.argv[2];
const { getDb } = await import('../src/server/db/client');
const { rankedIndex, searchIndex } = await import('../src/server/db/queries/directory-index');
const { businesses } = await import('../src/server/db/schema');
const { inArray, sql } = await import('drizzle-orm');
function time(label: string, fn: () => unknown, n = 300) {
  fn();
  const t = performance.now();
  for (let i = 0; i < n; i++) fn();
  console.log(label, ((performance.now() - t) / n).toFixed(3), 'ms');
}
const client = getDb().$client;
const entries = rankedIndex(client);
const ids = searchIndex(entries, {}, { limit: 24, offset: 0 }).ids;
const prep = getDb().select().from(businesses).where(inArray(businesses.id, ids.map((_, i) => sql.placeholder(`i${i}`)))).prepare();
const args = Object.fromEntries(ids.map((id, i) => [`i${i}`, id]));
time('drizzle prepared', () => prep.all(args));
time('drizzle adhoc', () => getDb().select().from(businesses).where(inArray(businesses.id, ids)).all());
console.log(prep.all(args).length, prep.all(args)[0]);
