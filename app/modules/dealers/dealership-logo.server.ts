// A dealership's logo: uploaded by an owner or manager (the caller checks the role), stored
// through the media module with its widths, shown on the storefront. A new logo replaces the
// old one, whose stored files are deleted once the record no longer names them.
import { prisma } from "~/utils/db.server";
import { storeLogoPhoto } from "~/modules/media/seller-photos.server";
import { deleteStoredPhotos } from "~/modules/media/cleanup.server";
import type { MediaStorage } from "~/modules/media/media-storage";

export const CHOOSE_A_LOGO = "Choose an image to upload as your logo.";

async function swapLogo(dealershipId: number, logo: string | null, storage?: MediaStorage): Promise<void> {
  const previous = await prisma.$transaction(async (tx) => {
    const [row] = await tx.$queryRaw<{ logo: string | null }[]>`SELECT logo FROM dealerships WHERE id = ${dealershipId} FOR UPDATE`;
    await tx.dealership.update({ where: { id: dealershipId }, data: { logo } });
    return row?.logo ?? null;
  });
  if (previous && previous !== logo) await deleteStoredPhotos([previous], storage).catch(() => undefined);
}

/** Stores the uploaded image and makes it the logo; a refused image throws the upload's AppError and changes nothing. */
export async function replaceDealershipLogo(dealershipId: number, userId: number, file: File, storage?: MediaStorage): Promise<string> {
  const url = await storeLogoPhoto(userId, file, storage);
  try {
    await swapLogo(dealershipId, url, storage);
  } catch (error) {
    await deleteStoredPhotos([url], storage).catch(() => undefined);
    throw error;
  }
  return url;
}

export function removeDealershipLogo(dealershipId: number, storage?: MediaStorage): Promise<void> {
  return swapLogo(dealershipId, null, storage);
}
