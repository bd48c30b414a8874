/**
 * 'Create New Listing' / 'Claim Existing Business'. Real links (?mode=…), so the choice works without
 * JavaScript and can be linked to; the island switches in place when it is running.
 */
interface Props {
  action: string;
  mode: 'new' | 'claim';
  onMode: (mode: 'new' | 'claim') => void;
}

const options = [
  { mode: 'new', label: 'Create New Listing' },
  { mode: 'claim', label: 'Claim Existing Business' },
] as const;

export default function ModeToggle({ action, mode, onMode }: Props) {
  return (
    <nav aria-label="Listing type" className="inline-flex w-full rounded-xl bg-slate-100 p-1 sm:w-auto">
      {options.map((o) => (
        <a
          key={o.mode}
          href={o.mode === 'claim' ? `${action}?mode=claim` : action}
          aria-current={mode === o.mode ? 'page' : undefined}
          onClick={(e) => {
            e.preventDefault();
            onMode(o.mode);
          }}
          className={`btn flex-1 text-center ${mode === o.mode ? 'bg-white text-ocean-800 shadow' : 'text-slate-700 hover:text-slate-900'}`}
        >
          {o.label}
        </a>
      ))}
    </nav>
  );
}
