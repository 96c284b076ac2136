import { Link } from "react-router";

const PAGE_WINDOW = 5;

/** Up to five page numbers in a window that slides around the current page. */
function pageWindow(page: number, totalPages: number): number[] {
  const start = Math.max(1, Math.min(page - Math.floor(PAGE_WINDOW / 2), totalPages - PAGE_WINDOW + 1));
  const end = Math.min(totalPages, start + PAGE_WINDOW - 1);
  const pages: number[] = [];
  for (let p = start; p <= end; p++) pages.push(p);
  return pages;
}

export function hrefFor(search: URLSearchParams, page: number) {
  const next = new URLSearchParams(search);
  if (page <= 1) next.delete("page");
  else next.set("page", String(page));
  const query = next.toString();
  return query ? `?${query}` : "?";
}

const base = "inline-flex h-10 min-w-10 items-center justify-center rounded-md border px-3 text-sm font-medium";

export function Pagination({ page, totalPages, search }: { page: number; totalPages: number; search: URLSearchParams }) {
  if (totalPages <= 1) return null;
  const scrollUp = () => window.scrollTo({ top: 0, behavior: "smooth" });
  const edge = (label: string, target: number, disabled: boolean) =>
    disabled ? (
      <span aria-disabled="true" className={`${base} cursor-not-allowed border-slate-200 text-slate-400`}>{label}</span>
    ) : (
      <Link to={hrefFor(search, target)} preventScrollReset onClick={scrollUp} className={`${base} border-slate-300 hover:bg-slate-50`}>
        {label}
      </Link>
    );
  return (
    <nav aria-label="Pagination" className="mt-8 flex flex-wrap items-center justify-center gap-2">
      {edge("Previous", page - 1, page <= 1)}
      {pageWindow(page, totalPages).map((p) => (
        <Link
          key={p}
          to={hrefFor(search, p)}
          preventScrollReset
          onClick={scrollUp}
          aria-current={p === page ? "page" : undefined}
          className={`${base} ${p === page ? "border-brand-600 bg-brand-600 text-white" : "border-slate-300 hover:bg-slate-50"}`}
        >
          {p}
        </Link>
      ))}
      {edge("Next", page + 1, page >= totalPages)}
    </nav>
  );
}
