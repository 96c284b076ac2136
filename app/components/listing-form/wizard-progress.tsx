/** The numbered progress bar of a listing wizard. */
export function WizardProgress({ titles, current }: { titles: readonly string[]; current: number }) {
  return (
    <nav aria-label="Progress" className="mb-8">
      <ol className="flex items-start justify-between gap-2">
        {titles.map((title, i) => {
          const n = i + 1;
          const done = n < current;
          const active = n === current;
          return (
            <li key={title} className="flex flex-1 flex-col items-center text-center" aria-current={active ? "step" : undefined}>
              <span
                className={`flex h-9 w-9 items-center justify-center rounded-full border-2 text-sm font-semibold ${
                  active ? "border-brand-600 bg-brand-600 text-white" : done ? "border-brand-600 bg-brand-50 text-brand-700" : "border-slate-300 bg-white text-slate-500"
                }`}
              >
                {n}
              </span>
              <span className={`mt-2 hidden text-xs font-medium sm:block ${active ? "text-brand-700" : "text-slate-500"}`}>{title}</span>
            </li>
          );
        })}
      </ol>
      <p className="mt-3 text-center text-sm font-medium text-slate-700 sm:hidden">
        Step {current} of {titles.length}: {titles[current - 1]}
      </p>
    </nav>
  );
}
