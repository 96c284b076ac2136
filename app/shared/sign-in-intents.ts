/**
 * What a signed-out visitor pressed before being sent to sign in, carried through sign-in and
 * sign-up (the `then` of /login) and done once signed in, on the page they return to:
 * "contact" opens the vehicle's contact form, "save" saves the vehicle, "save-search" saves
 * the /buy search. Anything else is no intent.
 */
export const SIGN_IN_INTENTS = ["contact", "save", "save-search"] as const;
export type SignInIntent = (typeof SIGN_IN_INTENTS)[number];

export function signInIntent(value: unknown): SignInIntent | null {
  return typeof value === "string" && (SIGN_IN_INTENTS as readonly string[]).includes(value) ? (value as SignInIntent) : null;
}
