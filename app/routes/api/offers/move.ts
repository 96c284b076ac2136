import type { Route } from "./+types/move";
import { signedInJsonPost } from "~/edge/json-post.server";
import { orJsonAnswer } from "~/edge/app-error-answers.server";
import { jsonError, privateJson } from "~/edge/json-answers.server";
import { acceptOffer, counterOffer, declineOffer, withdrawOffer } from "~/modules/offers/offers.server";
import { readOffer } from "~/modules/offers/offer-views.server";
import { OFFER_TEXT } from "~/modules/offers/offer-rules";

const MOVES = {
  accept: (userId: number, id: number) => acceptOffer(userId, id),
  decline: (userId: number, id: number) => declineOffer(userId, id),
  withdraw: (userId: number, id: number) => withdrawOffer(userId, id),
  counter: (userId: number, id: number, body: Record<string, unknown>) => counterOffer(userId, id, body.amount),
} as const;

const isMove = (value: string | undefined): value is keyof typeof MOVES => value !== undefined && Object.hasOwn(MOVES, value);

// POST /api/offers/:id/accept | decline | withdraw, and /counter with {amount}: the offer as it
// now stands. 404 for anyone but its two sides, 403 for the wrong side, 409 when it has moved on.
export async function action({ request, params }: Route.ActionArgs) {
  if (!isMove(params.move)) return jsonError("Not found", 404);
  const move = MOVES[params.move];
  return signedInJsonPost(request, params.id, OFFER_TEXT.notFound, ({ user, id, body }) =>
    orJsonAnswer(async () => {
      await move(user.id, id, body);
      return privateJson({ offer: await readOffer(user.id, id) });
    }, { withField: true }),
  );
}
