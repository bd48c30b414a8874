import Database from 'better-sqlite3';
const db = new Database(process.argv[2], { readonly: true });
function time(label: string, sql: string, ...args: any[]) {
  const st = db.prepare(sql);
  st.all(...args);
  const t = performance.now(); const n = 30;
  let r: any;
  for (let i=0;i<n;i++) r = st.all(...args);
  console.log(label, ((performance.now()-t)/n).toFixed(3), 'ms', r.length);
}
const rank = `case when plan='premium' and subscription_status in ('active','trialing') then 0 else 1 end`;
time('first page', `select * from businesses where approved=1 order by ${rank}, featured desc, name, id limit 24`);
time('count', `select count(*) from businesses where approved=1`);
time('cat page', `select * from businesses where approved=1 and category='restaurant' order by ${rank}, featured desc, name, id limit 24`);
time('fts kayak', `select * from businesses where approved=1 and id in (select rowid from businesses_fts where businesses_fts match '"kayak"') order by ${rank}, featured desc, name, id limit 24`);
time('fts count', `select count(*) from businesses where approved=1 and id in (select rowid from businesses_fts where businesses_fts match '"kayak"')`);
time('fts rare', `select * from businesses where approved=1 and id in (select rowid from businesses_fts where businesses_fts match '"1234"') order by ${rank}, featured desc, name, id limit 24`);
time('fts rare2', `select * from businesses where approved=1 and id in (select rowid from businesses_fts where businesses_fts match '"kayak bea"') order by ${rank}, featured desc, name, id limit 24`);
time('like kayak', `select * from businesses where approved=1 and (name like '%kayak%' or description like '%kayak%') order by ${rank}, featured desc, name, id limit 24`);
