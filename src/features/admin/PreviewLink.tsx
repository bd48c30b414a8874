/** Opens an item's public page on a line of its own under the name; for one not yet live, the admin preview of it. */
export default function PreviewLink({ href, name, live }: { href: string; name: string; live: boolean }) {
  return (
    <a className="mt-1 flex min-h-11 w-fit items-center text-sm underline" href={href} target="_blank" rel="noopener">
      {live ? 'View public page' : 'Preview as the public will see it'}
      <span className="sr-only"> of {name} (opens in a new tab)</span>
    </a>
  );
}
