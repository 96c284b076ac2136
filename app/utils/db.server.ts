import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "~/generated/prisma/client";
import { env } from "./env.server";

declare global {
  // Survives dev-server module reloads so connections are not leaked.
  var __prisma: PrismaClient | undefined;
}

// When Postgres restarts, idle pooled connections emit 'error'; with no listener that event
// would end the process. The pool drops such a connection and opens a fresh one on demand.
const onPoolError = (error: Error) => console.warn(`database connection lost: ${error.message}`);

export function createPrismaClient(url: string, max = 10) {
  return new PrismaClient({ adapter: new PrismaPg({ connectionString: url, max }, { onPoolError, onConnectionError: onPoolError }) });
}

export const prisma: PrismaClient = (globalThis.__prisma ??= createPrismaClient(env().DATABASE_URL));

export async function databaseAnswers(timeoutMs = 2000): Promise<boolean> {
  const probe = prisma.$queryRaw`SELECT 1`.then(() => true).catch(() => false);
  const timeout = new Promise<boolean>((resolve) => setTimeout(() => resolve(false), timeoutMs).unref());
  return Promise.race([probe, timeout]);
}
