/** Opening hours per weekday (open/close in 24-hour HH:MM, Central time, or closed). */
import { weekDays } from '@/lib/schemas/business';

export type HoursValue = Record<string, { open: string; close: string; closed: boolean }>;

const dayLabel = (d: string) => d[0]!.toUpperCase() + d.slice(1);

export default function HoursEditor({ value, onChange }: { value: HoursValue; onChange: (next: HoursValue) => void }) {
  const set = (day: string, patch: Partial<HoursValue[string]>) =>
    onChange({ ...value, [day]: { ...(value[day] ?? { open: '09:00', close: '17:00', closed: false }), ...patch } });
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm font-medium text-slate-800">Business Hours (Central time)</legend>
      {weekDays.map((day) => {
        const h = value[day];
        const unset = !h;
        return (
          <div key={day} className="grid grid-cols-[7rem_1fr] items-center gap-2 sm:grid-cols-[7rem_auto_1fr_1fr]">
            <span className="font-medium text-slate-800">{dayLabel(day)}</span>
            <label className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                aria-label={`${dayLabel(day)} closed`}
                checked={h?.closed ?? false}
                onChange={(e) => set(day, { closed: e.target.checked })}
                className="h-5 w-5 accent-ocean-700"
              />
              Closed
            </label>
            <label className="flex items-center gap-2 text-sm">
              <span className="w-12 sm:w-auto">Opens</span>
              <input
                type="time"
                value={h?.open ?? ''}
                disabled={h?.closed}
                onChange={(e) => set(day, { open: e.target.value })}
                className="min-h-11 rounded-lg border border-slate-400 px-2"
                aria-label={`${dayLabel(day)} opens`}
              />
            </label>
            <label className="flex items-center gap-2 text-sm">
              <span className="w-12 sm:w-auto">Closes</span>
              <input
                type="time"
                value={h?.close ?? ''}
                disabled={h?.closed}
                onChange={(e) => set(day, { close: e.target.value })}
                className="min-h-11 rounded-lg border border-slate-400 px-2"
                aria-label={`${dayLabel(day)} closes`}
              />
            </label>
            {unset && <span className="sr-only">No hours set</span>}
          </div>
        );
      })}
    </fieldset>
  );
}
