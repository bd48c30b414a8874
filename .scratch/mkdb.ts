import { openDb } from '../src/server/db/client';
import { insertDirectoryFixtures } from '../tests/fixtures/directory-data';
const db = openDb(process.argv[2]!);
console.log(insertDirectoryFixtures(db.$client));
