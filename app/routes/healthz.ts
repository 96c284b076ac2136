import { healthReport } from "~/utils/health.server";

// The production server answers /healthz before the app (server/worker.ts); this route answers
// it under the development server, from the same report.
export async function loader() {
  const { status, body } = await healthReport();
  return Response.json(body, { status, headers: { "Cache-Control": "no-store" } });
}
