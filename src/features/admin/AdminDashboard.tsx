/**
 * The admin dashboard: four counts, then tabs Businesses, Claims, Revisions,
 * Events, Contacts, Users and the audit log (server-paged: it is not refreshed in place).
 */
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import AuditLogTable from './AuditLogTable.tsx';
import BusinessesTable from './BusinessesTable.tsx';
import ClaimsTable from './ClaimsTable.tsx';
import RevisionsList from '#src/features/revisions/RevisionsList.tsx';
import ContactsTable from './ContactsTable.tsx';
import EventsTable from './EventsTable.tsx';
import UsersTable from './UsersTable.tsx';
import { ActionReturnContext } from './ActionForm.tsx';
import { ListQueryContext } from './ListControls.tsx';
import Tabs from '#src/features/dashboard/Tabs.tsx';
import { adminListHref, adminLists, type AdminList, type AdminListQuery } from './admin-list.ts';
import type { AuditLogPage } from './audit.ts';
import type { AdminDashboardData } from '#src/platform/schemas/responses.ts';
import { $admin } from './admin.store.ts';

export const adminTabs = [
  { key: 'businesses', label: 'Businesses' },
  { key: 'claims', label: 'Claims' },
  { key: 'revisions', label: 'Revisions' },
  { key: 'events', label: 'Events' },
  { key: 'contacts', label: 'Contacts' },
  { key: 'users', label: 'Users' },
  { key: 'audit', label: 'Audit log' },
] as const;
export type AdminTab = (typeof adminTabs)[number]['key'];
const isPaged = (tab: AdminTab): tab is AdminTab & AdminList => Object.hasOwn(adminLists, tab);
const viewOf = ({ q, filter, page }: AdminListQuery): AdminListQuery => ({ q, filter, page });

interface Props extends AdminDashboardData {
  tab: AdminTab;
  audit: AuditLogPage;
  openMessage: { id: number; message: string } | null;
  /** The list search the address asked for (?q=&filter=), applied to the tab it named. */
  listQuery: { q: string; filter: string | null };
  timeZone: string;
  currentUserId: number;
}

const countCards = [
  ['totalUsers', 'Total Users'],
  ['pendingBusinesses', 'Pending Businesses'],
  ['pendingEvents', 'Pending Events'],
  ['contactMessages', 'Contact Messages'],
] as const;

export default function AdminDashboard(props: Props) {
  // Stores are filled in the browser only (on the server they would be shared between requests).
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const { counts, businesses, events, contacts, users, claims, revisions, pendingClaims, eventRevisions } = props;
    $admin.set({ counts, businesses, events, contacts, users, claims, revisions, pendingClaims, eventRevisions });
    setReady(true);
  }, [props]);
  const stored = useStore($admin);
  const data = ready ? stored : props;
  const [active, setActive] = useState<AdminTab>(props.tab);

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-8">
      <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        {countCards.map(([key, label]) => (
          <div key={key} className="rounded-xl border border-slate-200 p-5 shadow-sm">
            <dt className="text-sm font-medium text-slate-700">{label}</dt>
            <dd className="mt-1 text-3xl font-bold text-slate-900" data-count={key}>
              {data.counts[key]}
            </dd>
          </div>
        ))}
      </dl>
      <WaitingNotice
        claims={data.pendingClaims}
        edits={data.revisions.length}
        eventEdits={data.eventRevisions.length}
        onOpen={setActive}
      />
      <ListQueryContext.Provider value={{ tab: active, ...(active === props.tab ? props.listQuery : { q: '', filter: null }) }}>
        <ActionReturnContext.Provider value={isPaged(active) ? viewOf(data[active]) : null}>
          <Tabs
            label="Admin sections"
            tabs={adminTabs}
            active={active}
            onChange={setActive}
            idPrefix="admin"
            hrefFor={(key) => (isPaged(key) ? adminListHref(key, data[key]) : `/admin?tab=${key}`)}
          >
            {active === 'businesses' && <BusinessesTable businesses={data.businesses} />}
            {active === 'claims' && <ClaimsTable claims={data.claims} timeZone={props.timeZone} />}
            {active === 'revisions' && (
              <RevisionsList revisions={data.revisions} eventRevisions={data.eventRevisions} timeZone={props.timeZone} />
            )}
            {active === 'events' && <EventsTable events={data.events} timeZone={props.timeZone} />}
            {active === 'contacts' && (
              <ContactsTable contacts={data.contacts} timeZone={props.timeZone} opened={props.openMessage} />
            )}
            {active === 'users' && (
              <UsersTable users={data.users} timeZone={props.timeZone} currentUserId={props.currentUserId} />
            )}
            {active === 'audit' && <AuditLogTable log={props.audit} timeZone={props.timeZone} />}
          </Tabs>
        </ActionReturnContext.Provider>
      </ListQueryContext.Provider>
    </div>
  );
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** New claims and listing edits waiting for a decision (admins are told on the dashboard too, not only by e-mail). */
function WaitingNotice({
  claims,
  edits,
  eventEdits,
  onOpen,
}: {
  claims: number;
  edits: number;
  eventEdits: number;
  onOpen: (tab: AdminTab) => void;
}) {
  if (claims + edits + eventEdits === 0) return null;
  const link = (tab: AdminTab, text: string) => (
    <a
      href={`?tab=${tab}`}
      className="font-semibold text-amber-950 underline"
      onClick={(e) => {
        e.preventDefault();
        onOpen(tab);
        window.history.replaceState(null, '', `?tab=${tab}`);
      }}
    >
      {text}
    </a>
  );
  return (
    <p role="status" className="rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950" data-waiting>
      Waiting for your decision: {claims > 0 && link('claims', plural(claims, 'ownership claim', 'ownership claims'))}
      {claims > 0 && edits > 0 && ' and '}
      {edits > 0 && link('revisions', plural(edits, 'listing edit', 'listing edits'))}
      {claims + edits > 0 && eventEdits > 0 && ' and '}
      {eventEdits > 0 && link('revisions', plural(eventEdits, 'event edit', 'event edits'))}.
    </p>
  );
}
