/** A list of benefits, each with a check mark (the plan card and the dashboard's Premium Benefits). */
export default function CheckList({
  items,
  className,
  iconClassName = 'mt-1',
}: {
  items: readonly string[];
  className: string;
  iconClassName?: string;
}) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item} className="flex gap-2">
          <svg
            aria-hidden="true"
            className={`${iconClassName} h-4 w-4 flex-none text-emerald-700`}
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="3"
          >
            <path d="M5 12l5 5L20 7" />
          </svg>
          {item}
        </li>
      ))}
    </ul>
  );
}
