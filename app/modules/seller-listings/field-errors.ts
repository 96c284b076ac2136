// A listing form's messages, one per field: the shared shape of every form's field messages.
export type { FieldMessages as FieldErrors } from "~/utils/field-messages";
