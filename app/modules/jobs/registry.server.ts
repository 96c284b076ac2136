import type { Mailer } from "~/modules/mail/mail.server";

export type JobHandler<T> = (data: T, mailer: Mailer) => Promise<void>;

export const jobHandlers = new Map<string, JobHandler<never>>();

/** Registers what jobs of a queue do; worker.server.ts imports every module that calls it. */
export function defineJob<T>(queue: string, handler: JobHandler<T>) {
  jobHandlers.set(queue, handler as JobHandler<never>);
}
