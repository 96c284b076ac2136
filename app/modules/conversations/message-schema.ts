import { parseWithZod } from "@conform-to/zod/v4";
import { z } from "zod";
import { EMPTY_MESSAGE_TEXT, MESSAGE_MAX, REPORT_REASON_MAX } from "./message-rules";

export * from "./message-rules";

/** One message of the relay; shared by the forms (conform) and the JSON API. */
export const messageSchema = z.object({
  message: z
    .string({ error: EMPTY_MESSAGE_TEXT })
    .trim()
    .min(1, EMPTY_MESSAGE_TEXT)
    .max(MESSAGE_MAX, `Messages can be at most ${MESSAGE_MAX} characters`),
});

export const reportSchema = z.object({
  reason: z
    .string({ error: "Please tell us what is wrong" })
    .trim()
    .min(3, "Please tell us what is wrong")
    .max(REPORT_REASON_MAX, `At most ${REPORT_REASON_MAX} characters`),
});

/** A message form's post, checked as conform checks it in the browser. */
export function parseMessageForm(form: FormData) {
  return parseWithZod(form, { schema: messageSchema });
}

/** A conversation report form's post, checked as conform checks it in the browser. */
export function parseReportForm(form: FormData) {
  return parseWithZod(form, { schema: reportSchema });
}
