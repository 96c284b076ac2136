// Saved searches of a user: at most MAX_SAVED_SEARCHES each, one per normalized query.
import { prisma } from "~/utils/db.server";
import { AppError } from "~/utils/app-error";
import { fieldsRefusal } from "~/utils/field-messages";
import { normalizeSearchQuery } from "./normalize";
import { summarizeSearch } from "./summary";
import { DUPLICATE_MESSAGE, LIMIT_MESSAGE, type SaveSearchInput } from "./schema";
import { MAX_SAVED_SEARCHES, type Frequency } from "./frequencies";

export interface SavedSearchView {
  id: number;
  name: string;
  query: string;
  frequency: Frequency;
  createdAt: string;
}

const VIEW = { id: true, name: true, query: true, frequency: true, createdAt: true } as const;
const view = (s: { id: number; name: string; query: string; frequency: Frequency; createdAt: Date }): SavedSearchView => ({ ...s, createdAt: s.createdAt.toISOString() });

export async function listSavedSearches(userId: number): Promise<SavedSearchView[]> {
  const rows = await prisma.savedSearch.findMany({ where: { userId }, select: VIEW, orderBy: [{ createdAt: "desc" }, { id: "desc" }] });
  return rows.map(view);
}

export async function getSavedSearch(userId: number, id: number): Promise<SavedSearchView | null> {
  const row = await prisma.savedSearch.findFirst({ where: { id, userId }, select: VIEW });
  return row ? view(row) : null;
}

/**
 * Saves a /buy query for the user, named by its filters unless a name is given. Throws an
 * AppError: 400 when the query's filters are refused (each message beside "query.<filter>"), 409
 * ("conflict", beside "query") when the search is saved already or the user has saved the most.
 */
export async function saveSearch(userId: number, input: SaveSearchInput): Promise<SavedSearchView> {
  const normalized = normalizeSearchQuery(input.query);
  if (!normalized.ok) {
    const fields = Object.fromEntries(Object.entries(normalized.fieldErrors).map(([k, v]) => [k === "query" ? k : `query.${k}`, v]));
    throw fieldsRefusal(fields);
  }
  const name = input.name ?? summarizeSearch(normalized.query);
  return prisma.$transaction(async (tx) => {
    // One saver per user at a time, so two quick saves cannot pass the limit together.
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext('saved-searches'), ${userId}::int)`;
    const existing = await tx.savedSearch.findMany({ where: { userId }, select: { query: true } });
    if (existing.some((s) => s.query === normalized.query)) throw new AppError(DUPLICATE_MESSAGE, { status: 409, code: "conflict", field: "query" });
    if (existing.length >= MAX_SAVED_SEARCHES) throw new AppError(LIMIT_MESSAGE, { status: 409, code: "conflict", field: "query" });
    const created = await tx.savedSearch.create({ data: { userId, name, query: normalized.query, frequency: input.frequency }, select: VIEW });
    return view(created);
  });
}

/** Renames and/or changes the frequency of the user's own search; null when it is not theirs. */
export async function updateSavedSearch(userId: number, id: number, changes: { name?: string; frequency?: Frequency }): Promise<SavedSearchView | null> {
  const { count } = await prisma.savedSearch.updateMany({ where: { id, userId }, data: changes });
  return count ? getSavedSearch(userId, id) : null;
}

/** Deletes the user's own search; false when there was none. */
export async function deleteSavedSearch(userId: number, id: number): Promise<boolean> {
  const { count } = await prisma.savedSearch.deleteMany({ where: { id, userId } });
  return count === 1;
}

export const countSavedSearches = (userId: number) => prisma.savedSearch.count({ where: { userId } });
