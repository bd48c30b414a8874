import { writeFileSync } from 'node:fs';
import { createBenchDatabase } from './src/cli/bench/database';
const db = createBenchDatabase(10000, 3000);
writeFileSync('/tmp/prof/paths.json', JSON.stringify({ dir: db.dir, path: db.path, b: db.businessPaths, e: db.eventPaths }));
console.log(db.path);
