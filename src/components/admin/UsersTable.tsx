/** Users tab: Name, Email, Role, Joined ('N/A' without a date); 'Make Admin' / 'Revoke Admin'. */
import { useStore } from '@nanostores/react';
import type { AdminUserItem } from '@/lib/dashboard-types';
import { formatShortDate } from '@/lib/format';
import { $busy, setRole } from '@/stores/admin';
import { AdminTable, cell, plainButton } from './Table';

export default function UsersTable({
  users,
  timeZone,
  currentUserId,
}: {
  users: AdminUserItem[];
  timeZone: string;
  currentUserId: number;
}) {
  const busy = useStore($busy);
  return (
    <AdminTable caption="Users" columns={['Name', 'Email', 'Role', 'Joined', 'Actions']} empty={users.length ? null : 'No users'}>
      {users.map((u) => (
        <tr key={u.id}>
          <td className={`${cell} font-medium`}>
            {u.firstName} {u.lastName}
            {u.id === currentUserId && <span className="ml-1 text-xs text-slate-600">(you)</span>}
          </td>
          <td className={cell}>{u.email}</td>
          <td className={cell}>{u.role}</td>
          <td className={cell}>{u.createdAt ? formatShortDate(new Date(u.createdAt), timeZone) : 'N/A'}</td>
          <td className={cell}>
            <button
              type="button"
              className={plainButton}
              disabled={busy === `user:${u.id}`}
              onClick={() => setRole(u.id, u.role === 'admin' ? 'user' : 'admin')}
              aria-label={`${u.role === 'admin' ? 'Revoke Admin from' : 'Make Admin:'} ${u.email}`}
            >
              {u.role === 'admin' ? 'Revoke Admin' : 'Make Admin'}
            </button>
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}
