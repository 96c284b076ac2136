import type { ResolveHook } from "node:module";

export declare const resolve: ResolveHook;
