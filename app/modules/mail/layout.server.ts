// The one look of every RideMarket mail: a heading, paragraphs, an optional button and an
// optional unsubscribe footer, as plain text and as HTML. Every text is escaped in the HTML,
// so names and messages typed by users can be passed as they are.
import type { OutgoingMail } from "./mail.server";
import { NOTICE_LABELS, unsubscribeUrl, type NoticeKind } from "./notice-preferences.server";
import { appOrigin } from "./origin.server";

export interface ComposeMailInput {
  to: string;
  subject: string;
  heading: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  /** A notice kind the user can turn off, or any other signed unsubscribe link and what it stops. */
  unsubscribe?: { userId: number; kind: NoticeKind } | { url: string; what: string };
}

const HTML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);
}

// Only web links: a javascript: or data: URL never becomes a button.
function safeUrl(url: string): string {
  const parsed = new URL(url, appOrigin());
  if (parsed.protocol !== "https:" && parsed.protocol !== "http:") throw new Error(`Refusing a ${parsed.protocol} link in a mail`);
  return parsed.href;
}

const paragraphHtml = (text: string) =>
  `<p style="margin:0 0 16px;font-size:16px;line-height:24px;color:#334155">${escapeHtml(text).replace(/\r?\n/g, "<br>")}</p>`;

export function composeMail(input: ComposeMailInput): OutgoingMail {
  const action = input.action ? { label: input.action.label, url: safeUrl(input.action.url) } : undefined;
  const footer = !input.unsubscribe
    ? undefined
    : "url" in input.unsubscribe
      ? { url: safeUrl(input.unsubscribe.url), what: input.unsubscribe.what }
      : { url: unsubscribeUrl(input.unsubscribe.userId, input.unsubscribe.kind), what: NOTICE_LABELS[input.unsubscribe.kind] };
  const origin = appOrigin();

  const text = [
    input.heading,
    "",
    ...input.paragraphs.flatMap((p) => [p, ""]),
    ...(action ? [`${action.label}: ${action.url}`, ""] : []),
    "--",
    `RideMarket, ${origin}`,
    ...(footer ? [`You get this mail because you receive ${footer.what}. Stop these mails: ${footer.url}`] : []),
  ].join("\n");

  const html = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(input.subject)}</title></head>
<body style="margin:0;padding:0;background:#f1f5f9;font-family:Arial,Helvetica,sans-serif">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f1f5f9;padding:24px 0">
<tr><td align="center">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="max-width:560px;width:100%;background:#ffffff;border-radius:8px;padding:32px">
<tr><td>
<p style="margin:0 0 24px;font-size:20px;font-weight:bold;color:#0f172a">RideMarket</p>
<h1 style="margin:0 0 16px;font-size:22px;line-height:30px;color:#0f172a">${escapeHtml(input.heading)}</h1>
${input.paragraphs.map(paragraphHtml).join("\n")}
${action ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="display:inline-block;background:#1d4ed8;color:#ffffff;text-decoration:none;font-weight:bold;padding:12px 20px;border-radius:6px">${escapeHtml(action.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;line-height:20px;color:#64748b">Or paste this link into your browser: ${escapeHtml(action.url)}</p>` : ""}
</td></tr>
</table>
<p style="margin:16px 0 0;font-size:12px;line-height:18px;color:#64748b">RideMarket, <a href="${escapeHtml(origin)}" style="color:#64748b">${escapeHtml(origin)}</a></p>
${footer ? `<p style="margin:4px 0 0;font-size:12px;line-height:18px;color:#64748b">You get this mail because you receive ${escapeHtml(footer.what)}. <a href="${escapeHtml(footer.url)}" style="color:#64748b">Stop these mails</a></p>` : ""}
</td></tr>
</table>
</body>
</html>
`;
  // RFC 8058: mail apps show their own unsubscribe button and POST "List-Unsubscribe=One-Click"
  // to the same link, which stops the mails without a page or a sign-in.
  const headers = footer ? { "List-Unsubscribe": `<${footer.url}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" } : undefined;
  return { to: input.to, subject: input.subject, text, html, ...(headers ? { headers } : {}) };
}
