/** Businesses tab: Business Name, Category, Plan, Status, Actions (approve only when pending, reject only when approved). */
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { ApprovalBadge } from '@/components/dashboard/Badge';
import { categoryLabel } from '@/lib/categories';
import type { AdminBusinessItem } from '@/lib/dashboard-types';
import { businessPath } from '@/lib/directory';
import { $busy, deleteItem, revokeClaim, setFeatured } from '@/stores/admin';
import ApprovalButtons from './ApprovalButtons';
import { AdminTable, cell, plainButton } from './Table';

const filters = { all: 'All', pending: 'Pending', approved: 'Approved' } as const;

export default function BusinessesTable({ businesses }: { businesses: AdminBusinessItem[] }) {
  const busy = useStore($busy);
  const [filter, setFilter] = useState<keyof typeof filters>('all');
  const shown = businesses.filter((b) => filter === 'all' || (filter === 'pending') !== b.approved);
  return (
    <div className="grid gap-4">
      <label className="flex items-center gap-2 text-sm font-medium text-slate-800">
        Show
        <select
          value={filter}
          onChange={(e) => setFilter(e.target.value as keyof typeof filters)}
          className="min-h-11 rounded-lg border border-slate-400 px-3"
        >
          {Object.entries(filters).map(([k, v]) => (
            <option key={k} value={k}>
              {v}
            </option>
          ))}
        </select>
      </label>
      <AdminTable
        caption="Businesses, pending first"
        columns={['Business Name', 'Category', 'Plan', 'Status', 'Actions']}
        empty={shown.length ? null : 'No businesses'}
      >
        {shown.map((b) => {
          const working = busy === `business:${b.id}` || busy === `businesses:${b.id}`;
          return (
            <tr key={b.id}>
              <td className={cell}>
                {b.approved ? <a href={businessPath(b)}>{b.name}</a> : <span className="font-medium">{b.name}</span>}
                {b.featured && <span className="ml-2 text-xs font-semibold text-purple-800">Featured</span>}
                <span className="block text-xs text-slate-600">{b.ownerEmail ? `Owner: ${b.ownerEmail}` : 'Unclaimed'}</span>
              </td>
              <td className={cell}>{categoryLabel(b.category)}</td>
              <td className={cell}>
                {b.plan === 'premium' ? `Premium${b.premium ? '' : ` (${b.subscriptionStatus ?? 'unpaid'})`}` : 'Free'}
              </td>
              <td className={cell}>
                <ApprovalBadge approved={b.approved} />
              </td>
              <td className={cell}>
                <div className="flex flex-wrap gap-2">
                  <ApprovalButtons kind="business" id={b.id} name={b.name} approved={b.approved} working={working} />
                  <button
                    type="button"
                    className={plainButton}
                    disabled={working}
                    onClick={() => setFeatured(b.id, !b.featured)}
                    aria-label={`${b.featured ? 'Unfeature' : 'Feature'} ${b.name}`}
                  >
                    {b.featured ? 'Unfeature' : 'Feature'}
                  </button>
                  {b.ownerId !== null && (
                    <button
                      type="button"
                      className={plainButton}
                      disabled={working}
                      onClick={() =>
                        window.confirm(`Remove ${b.ownerEmail ?? 'the owner'} as owner of ${b.name}?`) && revokeClaim(b.id)
                      }
                      aria-label={`Revoke claim on ${b.name}`}
                    >
                      Revoke claim
                    </button>
                  )}
                  <a
                    href={`/admin/businesses/${b.id}/photos`}
                    className={`${plainButton} no-underline`}
                    aria-label={`Photos of ${b.name}`}
                  >
                    Photos
                  </a>
                  <button
                    type="button"
                    className={plainButton}
                    disabled={working}
                    onClick={() => window.confirm(`Delete ${b.name} for good?`) && deleteItem('businesses', b.id)}
                    aria-label={`Delete ${b.name}`}
                  >
                    Delete
                  </button>
                </div>
              </td>
            </tr>
          );
        })}
      </AdminTable>
    </div>
  );
}
