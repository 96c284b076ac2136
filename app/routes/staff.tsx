// /staff: the start of the moderation area (decision 38); for now the audit log, newest first.
import type { Route } from "./+types/staff";
import { requireStaff } from "~/edge/staff-guard.server";
import { readAuditLog } from "~/modules/staff/audit-log.server";
import { AuditLogList } from "~/components/staff/audit-log-table";

export const meta: Route.MetaFunction = () => [{ title: "Staff | RideMarket" }, { name: "robots", content: "noindex" }];

export function headers() {
  return { "Cache-Control": "no-store" };
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request);
  return readAuditLog(Number(new URL(request.url).searchParams.get("page") ?? 1));
}

export default function StaffPage({ loaderData }: Route.ComponentProps) {
  return (
    <main className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="text-3xl font-bold tracking-tight">Staff</h1>
      <AuditLogList {...loaderData} />
    </main>
  );
}
