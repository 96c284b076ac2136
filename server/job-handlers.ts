// Every module that defines jobs, loaded for its defineJob calls before a job worker starts
// (app/modules/jobs/worker.server.ts refuses to start while a queue has no handler). The list
// lives here, above every module, because the domains import the queue, not the other way round.
import "../app/modules/jobs/worker.server";
import "../app/modules/accounts/password-reset.server";
import "../app/modules/accounts/email-verification.server";
import "../app/modules/saved-searches/digest.server";
import "../app/modules/listing-lifecycle/expiry-reminders.server";
import "../app/modules/feed-fetch/jobs.server";
import "../app/modules/dealers/invites.server";
