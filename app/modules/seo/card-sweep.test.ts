// The sweep of stored preview cards: the cards of deleted listings and of posts no longer
// published go, every other card stays. Real Postgres; a local-disk storage of its own.
import { describe, expect, it } from "vitest";
import { prisma } from "~/utils/db.server";
import { temporaryStorage } from "~/modules/media/testing/temporary-storage";
import { deleteVehicle } from "~/modules/seller-listings/manage.server";
import { createListing, createUser } from "../../../tests/support/fixtures";
import { sweepOrphanCards } from "./card-sweep.server";
import { storedCard } from "./stored-cards.server";

const { storage } = temporaryStorage("card-sweep");

async function keys(prefix: string): Promise<string[]> {
  const found: string[] = [];
  for await (const { key } of storage.list(prefix)) found.push(key);
  return found.sort();
}

const text = (title: string) => ({ kicker: "Dirt Bike", title, highlight: "$9,900", footer: "For sale on RideMarket" });

async function post(slug: string, published: boolean) {
  await prisma.blogPost.create({ data: { slug, title: slug, excerpt: "x", content: "x", published } });
}

describe("sweepOrphanCards", () => {
  it("deletes the cards of deleted listings and of unpublished or missing posts, and keeps the rest", async () => {
    const owner = await createUser(prisma);
    const kept = await createListing(prisma, { userId: owner.id, type: "dirtbike", make: "Honda", model: "CRF450R", year: 2020, price: 9900, zip: "90210" });
    const deleted = await createListing(prisma, { userId: owner.id, type: "dirtbike", make: "Honda", model: "CRF450R", year: 2019, price: 8900, zip: "90210" });
    const suffix = Date.now().toString(36);
    await post(`live-${suffix}`, true);
    await post(`draft-${suffix}`, false);

    await storedCard("vehicles", String(kept.id), text("kept"), storage);
    await storedCard("vehicles", String(deleted.id), text("deleted"), storage);
    await storedCard("research", `live-${suffix}`, text("live"), storage);
    await storedCard("research", `draft-${suffix}`, text("draft"), storage);
    await storedCard("research", `gone-${suffix}`, text("gone"), storage);
    expect(await deleteVehicle(owner.id, deleted.id)).toBe(true);

    expect(await sweepOrphanCards(storage)).toEqual({ deleted: 3 });
    const left = await keys("previews/");
    expect(left).toHaveLength(2);
    expect(left[0]).toMatch(new RegExp(`^previews/research/live-${suffix}/[0-9a-f]{20}\\.png$`));
    expect(left[1]).toMatch(new RegExp(`^previews/vehicles/${kept.id}/[0-9a-f]{20}\\.png$`));

    // A second sweep finds nothing more to delete.
    expect(await sweepOrphanCards(storage)).toEqual({ deleted: 0 });
  });
});
