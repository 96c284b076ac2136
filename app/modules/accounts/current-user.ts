/** The signed-in user of a request, as the edge reads it from the session (app/edge/current-user.server.ts). */
export interface CurrentUser {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  sessionId: string;
  /** Unread messages when the session was read, at the start of the request. */
  unread: number;
}
