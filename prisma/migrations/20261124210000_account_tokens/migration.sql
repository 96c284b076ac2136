-- Email verification: null until the owner opens the link mailed to the address.
ALTER TABLE "users" ADD COLUMN "email_verified_at" TIMESTAMP(3);

-- Single-use links (password reset, email verification); only the token's SHA-256 is stored.
CREATE TABLE "account_tokens" (
    "id" TEXT NOT NULL,
    "user_id" INTEGER NOT NULL,
    "purpose" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "expires_at" TIMESTAMP(3) NOT NULL,
    "used_at" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "account_tokens_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "account_tokens_purpose_check" CHECK ("purpose" IN ('password_reset', 'email_verification'))
);

CREATE INDEX "account_tokens_user_id_purpose_idx" ON "account_tokens"("user_id", "purpose");
CREATE INDEX "account_tokens_expires_at_idx" ON "account_tokens"("expires_at");

ALTER TABLE "account_tokens" ADD CONSTRAINT "account_tokens_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
