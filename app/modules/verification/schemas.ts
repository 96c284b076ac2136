import { z } from "zod";
import { PHONE_FORMAT_MESSAGE, toE164 } from "./phone-number";
import { PHONE_CODE } from "./phone-code";

// The phone verification forms, shared by the browser (native constraints through conform) and the server.
export const sendPhoneCodeSchema = z.object({
  phone: z
    .string({ error: PHONE_FORMAT_MESSAGE })
    .trim()
    .max(25, PHONE_FORMAT_MESSAGE)
    .refine((value) => toE164(value) !== null, PHONE_FORMAT_MESSAGE),
});

const CODE_MESSAGE = `Please enter the ${PHONE_CODE.digits}-digit code from the text`;

export const confirmPhoneCodeSchema = z.object({
  code: z
    .string({ error: CODE_MESSAGE })
    .trim()
    .regex(new RegExp(`^\\d{${PHONE_CODE.digits}}$`), CODE_MESSAGE),
});
