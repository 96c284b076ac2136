import type { UserRole } from "~/generated/prisma/client";

/** The signed-in user of a request, as the edge reads it from the session (app/edge/current-user.server.ts). */
export interface CurrentUser {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  /** member, or a staff role (decision 38). */
  role: UserRole;
  sessionId: string;
  /** When the user last proved who they are in this session. */
  authenticatedAt: Date;
  /** Unread messages when the session was read, at the start of the request. */
  unread: number;
  /** A member of a dealership, when the session was read. */
  dealer: boolean;
  /** Had recently viewed vehicles when the session was read. */
  viewed: boolean;
}
