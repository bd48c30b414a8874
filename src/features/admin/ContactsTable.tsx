/**
 * Contacts tab: Name, Email, Subject, Date (read only); 'Read' shows the message body, 'Delete' removes
 * spam. A report from the former "Report a problem" form names the listing under its subject, with links to it. A page of 20 from the server, searched and filtered there (PagedList): spam can run to thousands.
 */
import { adminActionTexts, confirmText } from './admin-actions.ts';
import { useStore } from '@nanostores/react';
import { Fragment, useState } from 'react';
import type { AdminListPage } from './admin-list.ts';
import type { ContactSummaryItem } from '#src/platform/schemas/responses.ts';
import { formatShortDate } from '#src/platform/format.ts';
import { $busy, deleteItem, loadContactMessage } from './admin.store.ts';
import ActionForm from './ActionForm.tsx';
import { PagedList } from './PagedList.tsx';
import { AdminTable, Cell, plainButton, Row } from './Table.tsx';

const readFilter = { label: 'Show', options: { all: 'All', unread: 'Unread', read: 'Read' } } as const;
const search = { label: 'Search messages', placeholder: 'Name, e-mail or subject', noun: ['message', 'messages'] } as const;

export default function ContactsTable({
  contacts,
  timeZone,
  opened,
}: {
  contacts: AdminListPage<ContactSummaryItem>;
  timeZone: string;
  /** The message the address asked for (?tab=contacts&message=ID): how 'Read' works without JavaScript. */
  opened: { id: number; message: string } | null;
}) {
  const busy = useStore($busy);
  const [open, setOpen] = useState<Record<number, string>>(opened ? { [opened.id]: opened.message } : {});
  const toggle = async (id: number) => {
    if (open[id] !== undefined) return setOpen(({ [id]: _gone, ...rest }) => rest);
    const body = await loadContactMessage(id);
    if (body !== null) setOpen((o) => ({ ...o, [id]: body }));
  };
  return (
    <PagedList list="contacts" page={contacts} filterDef={readFilter} search={search} label="Contact messages">
      <AdminTable
        caption="Contact messages, newest first"
        columns={['Name', 'Email', 'Subject', 'Date', 'Actions']}
        empty="No contact messages"
      >
        {contacts.items.map((m) => (
          <Fragment key={m.id}>
            <Row className={m.read ? '' : 'font-semibold'}>
              <Cell label="Name">{m.name || 'No name given'}</Cell>
              <Cell label="Email" className="break-all">
                {m.email ? <a href={`mailto:${m.email}`}>{m.email}</a> : 'None given'}
              </Cell>
              <Cell label="Subject">
                {m.subject}
                {m.business && <ReportedListing business={m.business} />}
              </Cell>
              <Cell label="Date">{formatShortDate(new Date(m.createdAt), timeZone)}</Cell>
              <Cell label="Actions">
                <div className="flex flex-wrap gap-2">
                  <a
                    href={
                      open[m.id] !== undefined ? '/admin?tab=contacts' : `/admin?tab=contacts&message=${m.id}#contact-${m.id}`
                    }
                    className={`${plainButton} no-underline`}
                    aria-expanded={open[m.id] !== undefined}
                    aria-controls={`contact-${m.id}`}
                    onClick={(e) => {
                      e.preventDefault();
                      void toggle(m.id);
                    }}
                  >
                    {open[m.id] !== undefined ? 'Hide' : 'Read'}
                    <span className="sr-only"> message from {m.name || 'a visitor'}</span>
                  </a>
                  <ActionForm
                    action="contact.delete"
                    id={m.id}
                    className={plainButton}
                    disabled={busy === `contacts:${m.id}`}
                    confirm={confirmText(adminActionTexts.deleteMessage(m.name, m.subject))}
                    onRun={() => deleteItem('contacts', m.id)}
                  >
                    Delete<span className="sr-only"> message from {m.name || 'a visitor'}</span>
                  </ActionForm>
                </div>
              </Cell>
            </Row>
            {open[m.id] !== undefined && (
              <Row id={`contact-${m.id}`}>
                <td
                  colSpan={5}
                  className="block bg-slate-50 px-4 py-3 font-normal whitespace-pre-wrap text-slate-900 md:table-cell"
                >
                  {open[m.id]}
                </td>
              </Row>
            )}
          </Fragment>
        ))}
      </AdminTable>
    </PagedList>
  );
}

/** A report from the former "Report a problem" form: the listing as the public sees it, and its row in Businesses. */
function ReportedListing({ business }: { business: { id: number; name: string } }) {
  return (
    <span className="mt-1 flex flex-wrap gap-x-3 text-sm font-normal">
      <a href={`/business/${business.id}`}>
        View listing<span className="sr-only"> {business.name}</span>
      </a>
      <a href={`/admin?${new URLSearchParams({ tab: 'businesses', q: business.name })}`}>
        In Businesses<span className="sr-only"> tab: {business.name}</span>
      </a>
    </span>
  );
}
