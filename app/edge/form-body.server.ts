import { data } from "react-router";
import { UNREADABLE_FORM_MESSAGE } from "~/utils/form-messages";

/**
 * Reads a page action's form once. A body that is not a well-formed form (broken
 * multipart, one cut off for its size) is the visitor's 400, never the server's 500.
 * The root middleware has already refused bodies that are not forms at all (415).
 */
export async function readForm(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    throw data(UNREADABLE_FORM_MESSAGE, { status: 400 });
  }
}
