import { data } from "react-router";

/**
 * For loaders and actions: when the condition fails, throws a response with the message and
 * status, which the route's error boundary shows (a 4xx message is shown as it is).
 */
export function invariantResponse(condition: unknown, message: string, status: 400 | 403 | 404 | 409 | 410): asserts condition {
  if (!condition) throw data(message, { status });
}
