// The mails that carry a single-use account link (email verification, password reset): a
// greeting, what the link is for, and a button to the page that reads its token.
import { composeMail } from "~/modules/mail/layout.server";
import { appOrigin } from "~/modules/mail/origin.server";

export interface AccountLink {
  subject: string;
  heading: string;
  /** The paragraphs after the greeting. */
  paragraphs: string[];
  label: string;
  /** The page the link opens, with the token in its query. */
  path: string;
}

export function accountLinkMail(user: { email: string; firstName: string }, token: string, link: AccountLink) {
  return composeMail({
    to: user.email,
    subject: link.subject,
    heading: link.heading,
    paragraphs: [`Hi ${user.firstName},`, ...link.paragraphs],
    action: { label: link.label, url: `${appOrigin()}${link.path}?token=${token}` },
  });
}
