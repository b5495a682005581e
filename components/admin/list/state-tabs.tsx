/** The state tabs above a console list: each a link, the current one marked for assistive technology. */
export function StateTabs<State extends string>({
  label,
  states,
  current,
  href,
  text,
}: {
  label: string;
  states: readonly State[];
  current: State;
  href: (state: State) => string;
  text: (state: State) => string;
}) {
  return (
    <nav aria-label={label} className="flex flex-wrap gap-1 border-b border-gray-300">
      {states.map((state) => (
        <a
          key={state}
          href={href(state)}
          aria-current={state === current ? 'page' : undefined}
          className={`-mb-px border-b-2 px-4 py-2 text-sm font-semibold ${state === current ? 'border-brand-700 text-brand-800' : 'border-transparent text-gray-700 hover:text-gray-900'}`}
        >
          {text(state)}
        </a>
      ))}
    </nav>
  );
}
