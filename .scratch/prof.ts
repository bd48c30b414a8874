process.env.DATABASE_PATH = process.argv[2];
const { loadDirectoryPage } = await import('../src/server/directory-page');
const { parseDirectoryQuery } = await import('../src/lib/directory');
const { loadBusinessPage } = await import('../src/server/business-page');
const { findApprovedBusinesses } = await import('../src/server/db/queries/businesses');
function time(label: string, fn: () => unknown, n = 200) {
  fn();
  const t = performance.now();
  for (let i = 0; i < n; i++) fn();
  console.log(label, ((performance.now() - t) / n).toFixed(3), 'ms');
}
time('directory page data', () => loadDirectoryPage(parseDirectoryQuery(new URLSearchParams(''))));
time('directory q=fish', () => loadDirectoryPage(parseDirectoryQuery(new URLSearchParams('q=fish'))));
time('business page', () => loadBusinessPage('6168'));
time('api 24', () => findApprovedBusinesses({ limit: 24 }));
