import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "~/generated/prisma/client";
import { env } from "./env.server";

export type Db = PrismaClient;

declare global {
  // Survives dev-server module reloads so connections are not leaked.
  var __prisma: PrismaClient | undefined;
}

export function createPrismaClient(url: string, max = 10) {
  return new PrismaClient({ adapter: new PrismaPg({ connectionString: url, max }) });
}

export const prisma: PrismaClient = (globalThis.__prisma ??= createPrismaClient(env().DATABASE_URL));

export async function databaseAnswers(timeoutMs = 2000): Promise<boolean> {
  const probe = prisma.$queryRaw`SELECT 1`.then(() => true).catch(() => false);
  const timeout = new Promise<boolean>((resolve) => setTimeout(() => resolve(false), timeoutMs).unref());
  return Promise.race([probe, timeout]);
}
