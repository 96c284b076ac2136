import { Link } from "react-router";

/** What an account section shows when it has nothing yet: a line, and the page that would fill it. */
export function EmptySection({ message, to, action }: { message: string; to: string; action: string }) {
  return (
    <div className="mt-4 rounded-lg border border-dashed border-slate-300 p-6 text-center">
      <p className="font-medium">{message}</p>
      <Link to={to} className="mt-3 inline-block rounded-md bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700">{action}</Link>
    </div>
  );
}
