import Database from 'better-sqlite3';
const db = new Database(process.argv[2], { readonly: true });
let t = performance.now();
const rows = db.prepare(`select id, name, description, category, featured, owner_id is not null as claimed, (case when plan='premium' and subscription_status in ('active','trialing') then 0 else 1 end) as r from businesses where approved=1 order by r, featured desc, name collate nocase, id`).all() as any[];
const idx = rows.map(r => ({ id: r.id, cat: r.category, f: !!r.featured, hay: (r.name + '\n' + r.description + '\n' + r.category).toLowerCase() }));
console.log('build', (performance.now()-t).toFixed(1), 'ms', idx.length, 'heap MB', (process.memoryUsage().heapUsed/1e6).toFixed(0));
for (const term of ['kayak', '1234', 'kayak bea', 'zzz', 'ba']) {
  t = performance.now(); let n = 0; const page: number[] = [];
  for (let k=0;k<20;k++) { n=0; page.length=0; for (const e of idx) { if (e.hay.includes(term)) { n++; if (page.length<24) page.push(e.id); } } }
  console.log(term, ((performance.now()-t)/20).toFixed(2), 'ms count', n);
}
t = performance.now();
const st = db.prepare(`select rowid from businesses_fts where businesses_fts match ?`);
for (const term of ['"kayak"', '"1234"']) { t = performance.now(); const r = st.all(term); console.log('fts rowids', term, (performance.now()-t).toFixed(2), r.length); }
