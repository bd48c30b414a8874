/** Users tab: Name, Email, Role, Joined ('N/A' without a date); 'Make Admin' / 'Revoke Admin', each confirmed (a page without JavaScript). */
import { adminActionTexts, confirmText } from './admin-actions.ts';
import { useStore } from '@nanostores/react';
import type { AdminListPage } from './admin-list.ts';
import type { PublicUser } from '#src/features/accounts/auth.schema.ts';
import { formatShortDate } from '#src/platform/format.ts';
import { $busy, setRole } from './admin.store.ts';
import ActionForm from './ActionForm.tsx';
import { PagedList } from './PagedList.tsx';
import { AdminTable, Cell, plainButton, Row } from './Table.tsx';

const roleFilter = { label: 'Role', options: { all: 'All', admin: 'Admins', user: 'Users' } } as const;
const search = { label: 'Search users', placeholder: 'Name or e-mail', noun: ['user', 'users'] } as const;

const roleChange = (u: PublicUser, self: boolean) =>
  u.role === 'admin' ? adminActionTexts.revokeAdmin(u.email, self) : adminActionTexts.makeAdmin(u.email);

export default function UsersTable({
  users,
  timeZone,
  currentUserId,
}: {
  users: AdminListPage<PublicUser>;
  timeZone: string;
  currentUserId: number;
}) {
  const busy = useStore($busy);
  return (
    <PagedList list="users" page={users} filterDef={roleFilter} search={search} label="Users">
      <AdminTable caption="Users" columns={['Name', 'Email', 'Role', 'Joined', 'Actions']} empty="No users">
        {users.items.map((u) => (
          <Row key={u.id}>
            <Cell label="Name" className="font-medium">
              {u.firstName} {u.lastName}
              {u.id === currentUserId && <span className="ml-1 text-xs text-slate-700">(you)</span>}
            </Cell>
            <Cell label="Email" className="break-all">
              {u.email}
            </Cell>
            <Cell label="Role" compact>
              {u.role}
            </Cell>
            <Cell label="Joined" compact>
              {u.createdAt ? formatShortDate(new Date(u.createdAt), timeZone) : 'N/A'}
            </Cell>
            <Cell label="Actions">
              <ActionForm
                action={u.role === 'admin' ? 'user.revoke-admin' : 'user.make-admin'}
                id={u.id}
                className={plainButton}
                disabled={busy === `user:${u.id}`}
                confirm={confirmText(roleChange(u, u.id === currentUserId))}
                onRun={() => setRole(u.id, u.role === 'admin' ? 'user' : 'admin')}
                label={`${u.role === 'admin' ? 'Revoke Admin from' : 'Make Admin:'} ${u.email}`}
              >
                {u.role === 'admin' ? 'Revoke Admin' : 'Make Admin'}
              </ActionForm>
            </Cell>
          </Row>
        ))}
      </AdminTable>
    </PagedList>
  );
}
