/** Contacts tab: Name, Email, Subject, Date (read only); 'Read' shows the message body, 'Delete' removes spam. */
import { useStore } from '@nanostores/react';
import { Fragment, useState } from 'react';
import type { ContactSummaryItem } from '@/lib/dashboard-types';
import { formatShortDate } from '@/lib/format';
import { $busy, deleteItem, loadContactMessage } from '@/stores/admin';
import { AdminTable, cell, plainButton } from './Table';

export default function ContactsTable({ contacts, timeZone }: { contacts: ContactSummaryItem[]; timeZone: string }) {
  const busy = useStore($busy);
  const [open, setOpen] = useState<Record<number, string>>({});
  const toggle = async (id: number) => {
    if (open[id] !== undefined) return setOpen(({ [id]: _gone, ...rest }) => rest);
    const body = await loadContactMessage(id);
    if (body !== null) setOpen((o) => ({ ...o, [id]: body }));
  };
  return (
    <AdminTable
      caption="Contact messages, newest first"
      columns={['Name', 'Email', 'Subject', 'Date', 'Actions']}
      empty={contacts.length ? null : 'No contact messages'}
    >
      {contacts.map((m) => (
        <Fragment key={m.id}>
          <tr className={m.read ? '' : 'font-semibold'}>
            <td className={cell}>{m.name}</td>
            <td className={cell}>
              <a href={`mailto:${m.email}`}>{m.email}</a>
            </td>
            <td className={cell}>{m.subject}</td>
            <td className={cell}>{formatShortDate(new Date(m.createdAt), timeZone)}</td>
            <td className={cell}>
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
                  onClick={() => window.confirm('Delete this message for good?') && deleteItem('contacts', m.id)}
                >
                  Delete<span className="sr-only"> message from {m.name}</span>
                </button>
              </div>
            </td>
          </tr>
          {open[m.id] !== undefined && (
            <tr id={`contact-${m.id}`}>
              <td colSpan={5} className="bg-slate-50 px-4 py-3 font-normal whitespace-pre-wrap text-slate-900">
                {open[m.id]}
              </td>
            </tr>
          )}
        </Fragment>
      ))}
    </AdminTable>
  );
}
