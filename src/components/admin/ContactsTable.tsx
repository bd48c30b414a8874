/** Contacts tab: Name, Email, Subject, Date (read only); 'Read' shows the message body, 'Delete' removes spam. */
import { useStore } from '@nanostores/react';
import { Fragment, useState } from 'react';
import type { ContactSummaryItem } from '@/lib/dashboard-types';
import { formatShortDate } from '@/lib/format';
import { $busy, deleteItem, loadContactMessage } from '@/stores/admin';
import ListControls, { useListControls } from './ListControls';
import { AdminTable, Cell, plainButton, Row } from './Table';

const readFilter = { label: 'Show', options: { all: 'All', unread: 'Unread', read: 'Read' } } as const;

export default function ContactsTable({ contacts, timeZone }: { contacts: ContactSummaryItem[]; timeZone: string }) {
  const busy = useStore($busy);
  const [open, setOpen] = useState<Record<number, string>>({});
  const list = useListControls<keyof typeof readFilter.options>('all');
  const shown = contacts.filter(
    (m) => (list.filter === 'all' || (list.filter === 'read') === m.read) && list.hit(m.name, m.email, m.subject),
  );
  const toggle = async (id: number) => {
    if (open[id] !== undefined) return setOpen(({ [id]: _gone, ...rest }) => rest);
    const body = await loadContactMessage(id);
    if (body !== null) setOpen((o) => ({ ...o, [id]: body }));
  };
  return (
    <div className="grid gap-4">
      <ListControls
        id="admin-contacts"
        searchLabel="Search messages"
        placeholder="Name, e-mail or subject"
        {...list}
        filterDef={readFilter}
        count={shown.length}
        noun={['message', 'messages']}
      />
      <AdminTable
        caption="Contact messages, newest first"
        columns={['Name', 'Email', 'Subject', 'Date', 'Actions']}
        empty={shown.length ? null : 'No contact messages'}
      >
        {shown.map((m) => (
          <Fragment key={m.id}>
            <Row className={m.read ? '' : 'font-semibold'}>
              <Cell label="Name">{m.name}</Cell>
              <Cell label="Email" className="break-all">
                <a href={`mailto:${m.email}`}>{m.email}</a>
              </Cell>
              <Cell label="Subject">{m.subject}</Cell>
              <Cell label="Date">{formatShortDate(new Date(m.createdAt), timeZone)}</Cell>
              <Cell label="Actions">
                <div className="flex flex-wrap gap-2">
                  <button
                    type="button"
                    className={plainButton}
                    aria-expanded={open[m.id] !== undefined}
                    aria-controls={`contact-${m.id}`}
                    onClick={() => toggle(m.id)}
                  >
                    {open[m.id] !== undefined ? 'Hide' : 'Read'}
                    <span className="sr-only"> message from {m.name}</span>
                  </button>
                  <button
                    type="button"
                    className={plainButton}
                    disabled={busy === `contacts:${m.id}`}
                    onClick={() =>
                      window.confirm(`Delete the message from ${m.name} ("${m.subject}") for good?`) &&
                      deleteItem('contacts', m.id)
                    }
                  >
                    Delete<span className="sr-only"> message from {m.name}</span>
                  </button>
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
    </div>
  );
}
