// The mails of a moderation decision (decision 43): every reporter of the item is told the
// outcome, and a seller whose listing is removed or hidden is told why. Queued after the decision
// committed; the job worker delivers and retries.
import { composeMail } from "~/modules/mail/layout.server";
import { appOrigin } from "~/modules/mail/origin.server";
import { queueMail } from "~/modules/jobs/mail-queue.server";
import { log } from "../../shared/log";

export interface Reporter {
  reportId: number;
  kind: "listing" | "conversation";
  email: string;
}

/** The outcome as a reporter reads it (and as listing_reports.outcome keeps it). */
export const OUTCOME_TEXT = {
  approve: "We checked the listing and found nothing against our rules, so it stays on RideMarket.",
  reject: "We removed the listing from RideMarket.",
  hide: "We took the listing off RideMarket.",
  suspend: "We suspended the account and took its listings off RideMarket.",
  dismiss: "We read the conversation and found nothing against our rules.",
} as const;

export type Outcome = keyof typeof OUTCOME_TEXT;

async function queue(mail: Parameters<typeof queueMail>[0], singletonKey?: string) {
  try {
    await queueMail(mail, singletonKey ? { singletonKey } : undefined);
  } catch (error) {
    // The decision stands; a mail that could not be queued is logged for staff to follow up.
    log("error", "moderation mail could not be queued", { to: mail.to, subject: mail.subject, error: String(error) });
  }
}

export async function mailReporters(reporters: Reporter[], subjectTitle: string, outcome: Outcome): Promise<void> {
  for (const reporter of reporters) {
    const subject = `About your report: ${subjectTitle}`;
    const mail = composeMail({
      to: reporter.email,
      subject,
      heading: "Thank you for your report",
      paragraphs: [`You reported ${subjectTitle} to us. Our team looked into it.`, OUTCOME_TEXT[outcome], "Reports like yours keep RideMarket safe for everyone."],
    });
    await queue(mail, `${reporter.kind}-report:${reporter.reportId}:outcome`);
  }
}

export async function mailSeller(email: string, listingTitle: string, action: "reject" | "hide", reason: string, refunded = false): Promise<void> {
  const subject = action === "reject" ? `Your listing of the ${listingTitle} was removed` : `Your listing of the ${listingTitle} was taken off the market`;
  const paragraphs =
    action === "reject"
      ? [`Our team removed your listing of the ${listingTitle}.${refunded ? " What you paid for it is being refunded to your card." : ""}`, `The reason: ${reason}`]
      : [`Our team took your listing of the ${listingTitle} off the market for now.`, `The reason: ${reason}`];
  const mail = composeMail({
    to: email,
    subject,
    heading: subject,
    paragraphs: [...paragraphs, "If you think this is a mistake, please reply through our help page."],
    action: { label: "Open your listings", url: `${appOrigin()}/account/listings` },
  });
  await queue(mail);
}
