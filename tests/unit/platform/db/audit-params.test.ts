import { describe, expect, it } from 'vitest';
import { parseAuditParams } from '#src/features/admin/server/audit-log.ts';

const parse = (query: string) => parseAuditParams(new URL(`http://site.test/api/admin/audit?${query}`));

describe('audit-log parameters', () => {
  it('take the known groups and refuse every other name, including those every object has', () => {
    expect(parse('group=roles&page=2')).toEqual({ ok: true, params: { q: '', group: 'roles', page: 2 } });
    expect(parse('')).toEqual({ ok: true, params: { q: '', group: 'all', page: 1 } });
    for (const name of ['toString', 'valueOf', 'hasOwnProperty', 'constructor', '__proto__', 'spaceships']) {
      const parsed = parse(`group=${name}`);
      expect(parsed.ok, name).toBe(false);
      if (!parsed.ok) expect(parsed.issues.map((i) => [i.path[0], i.message])).toEqual([['group', 'is not a known group']]);
    }
  });
});
