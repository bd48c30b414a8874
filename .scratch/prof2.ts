process.env.DATABASE_PATH = process.argv[2];
const { getDb } = await import('../src/server/db/client');
const { rankedIndex, searchIndex } = await import('../src/server/db/queries/directory-index');
const { businesses } = await import('../src/server/db/schema');
const { inArray } = await import('drizzle-orm');
function time(label: string, fn: () => unknown, n = 300) {
  fn();
  const t = performance.now();
  for (let i = 0; i < n; i++) fn();
  console.log(label, ((performance.now() - t) / n).toFixed(3), 'ms');
}
const client = getDb().$client;
time('rankedIndex', () => rankedIndex(client));
const entries = rankedIndex(client);
time('searchIndex none', () => searchIndex(entries, {}, { limit: 24, offset: 0 }));
time('searchIndex fish', () => searchIndex(entries, { words: ['fish'] }, { limit: 24, offset: 0 }));
const ids = searchIndex(entries, {}, { limit: 24, offset: 0 }).ids;
time('drizzle rows', () => getDb().select().from(businesses).where(inArray(businesses.id, ids)).all());
const st = client.prepare(`select * from businesses where id in (${ids.map(() => '?').join(',')})`);
time('raw rows', () => st.all(...ids));
time('version', () => client.prepare('select (select data_version from pragma_data_version) as dv, total_changes() as tc').get());
