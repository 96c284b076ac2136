// Each process's V8 heap limit follows the machine's memory and the worker count
// (app/utils/memory-budget.ts): the primary, or a process serving alone, restarts itself in
// place with its limit (process.execve, Node 22.15 and later); workers are forked with theirs.
// A limit given explicitly (on the command line or in NODE_OPTIONS) is left alone.
import { cachesMb, machineMemoryMb, type Env } from "../app/utils/env.server";
import { oldSpaceFlag, planMemory } from "../app/utils/memory-budget";

const OLD_SPACE = /^--max-old-space-size(=|$)/;

export interface HeapLimits {
  /** The limit this process should run with, when it was started without one. */
  self: number | null;
  /** The arguments for Node in each forked worker, when they are forked. */
  workerExecArgv: string[] | null;
}

/** Set by restartWithHeapLimit: the limit this process gave itself, not one given explicitly. */
export const OWN_LIMIT_VARIABLE = "HEAP_LIMIT_SET_BY_SERVER";

export function heapLimits(env: Env, execArgv: string[], nodeOptions = "", ownLimit?: string): HeapLimits {
  const memoryMb = machineMemoryMb(env);
  const given = execArgv.filter((arg) => OLD_SPACE.test(arg));
  const restarted = ownLimit !== undefined && given.length > 0 && given.every((arg) => arg === oldSpaceFlag(Number(ownLimit)));
  const explicit = (given.length > 0 && !restarted) || nodeOptions.split(/\s+/).some((arg) => OLD_SPACE.test(arg));
  if (!memoryMb || explicit) return { self: null, workerExecArgv: null };
  const plan = planMemory(memoryMb, env.WEB_CONCURRENCY, cachesMb(env));
  // parseEnv has refused a plan that does not fit.
  if ("error" in plan) return { self: null, workerExecArgv: null };
  const forked = plan.primaryOldSpaceMb !== null;
  return {
    self: restarted ? null : forked ? plan.primaryOldSpaceMb : plan.workerOldSpaceMb,
    // Workers get their own limit in place of the primary's.
    workerExecArgv: forked ? [...execArgv.filter((arg) => !OLD_SPACE.test(arg)), oldSpaceFlag(plan.workerOldSpaceMb)] : null,
  };
}

type Execve = (file: string, args: string[], env: NodeJS.ProcessEnv) => never;

/** Restarts this process in place with its heap limit; false where Node cannot (before 22.15). */
export function restartWithHeapLimit(mb: number): boolean {
  const execve = (process as unknown as { execve?: Execve }).execve;
  if (typeof execve !== "function") return false;
  return execve(process.execPath, [process.execPath, oldSpaceFlag(mb), ...process.execArgv, ...process.argv.slice(1)], { ...process.env, [OWN_LIMIT_VARIABLE]: String(mb) });
}
