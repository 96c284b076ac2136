// The relay's view of whether an account's email is verified. Accounts cannot verify an
// email yet, so every account counts as unverified (at most 3 new conversations a day)
// until the accounts module provides the check.
export async function emailVerifiedFor(_userId: number): Promise<boolean> {
  return false;
}
