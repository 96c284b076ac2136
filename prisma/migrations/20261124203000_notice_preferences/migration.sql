-- Whether a user gets mail about new messages (unsubscribe links and /account turn it off).
ALTER TABLE "user_preferences" ADD COLUMN "message_notices" BOOLEAN NOT NULL DEFAULT true;
