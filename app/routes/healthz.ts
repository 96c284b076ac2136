import { databaseAnswers, readReplicas } from "~/utils/db.server";

export async function loader() {
  const ok = await databaseAnswers();
  // Replicas only ever take reads off the primary: one out does not make this machine unhealthy.
  const replicas = readReplicas()?.status();
  return Response.json(
    {
      status: ok ? "ok" : "unavailable",
      database: ok ? "up" : "down",
      ...(replicas ? { replicas: { configured: replicas.length, inService: replicas.filter((r) => r.inService).length } } : {}),
    },
    { status: ok ? 200 : 503, headers: { "Cache-Control": "no-store" } },
  );
}
