// Marks the work of one request as reads of public data that a read replica may answer
// (app/edge/middleware/replica-reads.server.ts decides which requests). Outside such a
// scope (actions, private pages, jobs, scripts) every read goes to the primary.
import { AsyncLocalStorage } from "node:async_hooks";

const scope = new AsyncLocalStorage<true>();

export const readingPublicData = <T>(work: () => T): T => scope.run(true, work);

export const replicaReadsAllowed = () => scope.getStore() === true;
