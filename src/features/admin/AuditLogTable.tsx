/**
 * Audit-log tab: who did what to which item and when, newest first. The search and the filter are a
 * plain GET form and the pages plain links (/admin?tab=audit&q=&group=&page=), so the tab works the
 * same with and without JavaScript and every view can be bookmarked. Cards below `md` (AdminTable).
 */
import { auditGroups, type AuditLogPage } from './audit.ts';
import { formatShortDate, formatTime, zoneAbbreviation } from '#src/platform/format.ts';
import { SearchForm } from './ListControls.tsx';
import { AdminTable, Cell, plainButton, Row } from './Table.tsx';

const itemHref = (type: string | null, id: string | null): string | null =>
  id === null ? null : type === 'business' ? `/business/${id}` : type === 'event' ? `/events/${id}` : null;

function pageHref(log: AuditLogPage, page: number): string {
  const params = new URLSearchParams({ tab: 'audit' });
  if (log.q) params.set('q', log.q);
  if (log.group !== 'all') params.set('group', log.group);
  if (page > 1) params.set('page', String(page));
  return `/admin?${params}`;
}

export default function AuditLogTable({ log, timeZone }: { log: AuditLogPage; timeZone: string }) {
  return (
    <div className="grid gap-4">
      <SearchForm
        tab="audit"
        search={{ label: 'Search the audit log', placeholder: 'Admin e-mail, item or reason', defaultValue: log.q }}
        filter={{
          label: 'Action',
          name: 'group',
          options: Object.entries(auditGroups).map(([key, g]) => [key, g.label]),
          defaultValue: log.group,
        }}
        count={log.total}
        noun={['entry', 'entries']}
      />
      <AdminTable
        caption="Audit log, newest first"
        columns={['When', 'Admin', 'Action', 'Item', 'Details']}
        empty="No audit entries"
      >
        {log.items.map((e) => {
          const at = new Date(e.at);
          const href = itemHref(e.targetType, e.targetId);
          const item = e.targetLabel ?? (e.targetId ? `${e.targetType ?? 'item'} #${e.targetId}` : '—');
          return (
            <Row key={e.id} className="audit-entry">
              <Cell label="When">
                <time dateTime={e.at}>
                  {/* The town's time, named: an admin on the phone with an owner gives the owner's day. */}
                  {formatShortDate(at, timeZone)} {formatTime(at, timeZone)} {zoneAbbreviation(at, timeZone)}
                </time>
              </Cell>
              <Cell label="Admin">
                <span className="break-all">{e.actorEmail ?? 'System'}</span>
              </Cell>
              <Cell label="Action">
                <span className="font-medium">{e.actionLabel}</span>
              </Cell>
              <Cell label="Item">
                {href ? <a href={href}>{item}</a> : item}
                {e.targetId && <span className="block text-xs text-slate-700">#{e.targetId}</span>}
              </Cell>
              <Cell label="Details">
                <span className="break-words">{e.detail ?? '—'}</span>
              </Cell>
            </Row>
          );
        })}
      </AdminTable>
      {log.pages > 1 && (
        <nav aria-label="Audit log pages" className="flex flex-wrap items-center gap-3">
          {log.page > 1 && (
            <a href={pageHref(log, log.page - 1)} className={`${plainButton} no-underline`} rel="prev">
              Newer
            </a>
          )}
          <span className="text-sm text-slate-700">
            Page {log.page} of {log.pages}
          </span>
          {log.page < log.pages && (
            <a href={pageHref(log, log.page + 1)} className={`${plainButton} no-underline`} rel="next">
              Older
            </a>
          )}
        </nav>
      )}
    </div>
  );
}
