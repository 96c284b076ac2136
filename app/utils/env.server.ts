import { z } from "zod";
import { AppError } from "./app-error";
import { planMemory } from "./memory-budget";

// Every setting the server reads. Production refuses to start without its secrets;
// development has working defaults so the app runs on one machine with no keys.
const optional = z
  .string()
  .trim()
  .transform((v) => (v === "" ? undefined : v))
  .optional();

// A switch: "1"/"true" on, "0"/"false" off; unset or empty is its default (off unless said).
const flag = (name: string, byDefault: "0" | "1" = "0") =>
  z
    .string()
    .trim()
    .toLowerCase()
    .default(byDefault)
    .pipe(z.enum(["", "0", "1", "false", "true"], { error: `${name} must be "1" or "0" (or true/false)` }))
    .transform((v) => (v === "" ? byDefault === "1" : v === "1" || v === "true"));

// Comma-separated postgres:// URLs; unset or empty is none.
const postgresUrlList = (name: string) =>
  z
    .string()
    .default("")
    .transform((v) => [...new Set(v.split(",").map((url) => url.trim()).filter(Boolean))])
    .pipe(z.array(z.url({ protocol: /^postgres(ql)?$/, error: `${name} must be postgres:// URLs separated by commas` })));

// Megabytes, a whole number within [min, max]; unset or empty is the default.
const megabytes = (name: string, fallback: number, min: number, max: number) =>
  z.preprocess(
    (v) => (typeof v === "string" && v.trim() === "" ? undefined : v),
    z.coerce.number({ error: `${name} must be a number of megabytes` }).int(`${name} must be a whole number of megabytes`).min(min, `${name} must be at least ${min}`).max(max, `${name} must be at most ${max}`).default(fallback),
  );

// Loopback host:port pairs a fetch of a dealer's URL may reach (tests' local feed servers), or none.
const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);
const loopbackAllowance = (name: string) =>
  z
    .string()
    .default("")
    .transform((v) => v.split(",").map((entry) => entry.trim().toLowerCase()).filter(Boolean))
    .pipe(
      z.array(
        z
          .string()
          .regex(/^(localhost|127\.0\.0\.1|\[::1\]):([1-9]\d{0,4})$/, `${name} takes loopback host:port pairs only (localhost, 127.0.0.1 or [::1]), separated by commas`)
          .transform((entry) => {
            const at = entry.lastIndexOf(":");
            return { host: entry.slice(0, at), port: Number(entry.slice(at + 1)) };
          })
          .refine((entry) => LOOPBACK_HOSTS.has(entry.host) && entry.port <= 65535, `${name} takes loopback host:port pairs only`),
      ),
    );

const DEFAULT_MAIL_FROM = "RideMarket <no-reply@ridemarket.example>";

// A bare address, or a display name and an address in angle brackets.
const mailbox = z.preprocess(
  (v) => (typeof v === "string" && v.trim() === "" ? undefined : v),
  z
    .string()
    .trim()
    .default(DEFAULT_MAIL_FROM)
    .refine((v) => {
      const address = /^[^<>]*<([^<>]+)>$/.exec(v)?.[1] ?? v;
      return z.email().safeParse(address.trim()).success;
    }, 'MAIL_FROM must be an address, optionally with a name: "RideMarket <no-reply@example.com>"'),
);

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  // Prometheus metrics (decision 0058) on a port of their own, never the public one; 0 turns them
  // off. Loopback unless said: fly.toml binds "::" so Fly's scraper reaches it over the private network.
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).default(9091),
  METRICS_HOST: z.string().trim().min(1).default("127.0.0.1"),
  // Traces go to this OpenTelemetry collector (OTLP over HTTP) when set; unset, tracing is off.
  OTEL_EXPORTER_OTLP_ENDPOINT: optional.pipe(z.string().url({ message: "OTEL_EXPORTER_OTLP_ENDPOINT must be an http(s):// URL" }).optional()),
  DATABASE_URL: z.string().url({ message: "DATABASE_URL must be a postgres:// URL" }),
  /** The database itself when DATABASE_URL is a transaction pooler: migrations and the reference seed use it. */
  DIRECT_URL: optional.pipe(z.string().url({ message: "DIRECT_URL must be a postgres:// URL" }).optional()),
  // Streaming replicas of DATABASE_URL: public pages read from one that is up and no more than
  // REPLICA_MAX_LAG_SECONDS behind; everything else reads and writes the primary (decision 26).
  DATABASE_REPLICA_URLS: postgresUrlList("DATABASE_REPLICA_URLS"),
  REPLICA_MAX_LAG_SECONDS: z.preprocess((v) => (typeof v === "string" && v.trim() === "" ? undefined : v), z.coerce.number().positive().max(3600).default(10)),
  SESSION_SECRET: optional,
  APP_ORIGIN: optional,
  WEBAUTHN_RP_ID: optional,
  WEBAUTHN_RP_NAME: z.string().default("RideMarket"),
  STRIPE_SECRET_KEY: optional,
  STRIPE_PUBLISHABLE_KEY: optional,
  STRIPE_WEBHOOK_SECRET: optional,
  OPENAI_API_KEY: optional,
  OPENAI_MODEL: z.string().default("gpt-4o-mini"),
  S3_BUCKET: optional,
  S3_REGION: z.string().default("auto"),
  S3_ENDPOINT: optional,
  S3_ACCESS_KEY_ID: optional,
  S3_SECRET_ACCESS_KEY: optional,
  S3_PUBLIC_URL: optional,
  UPLOAD_DIR: optional,
  // Transactional mail: an smtp:// or smtps:// URL (credentials in it); unset, each mail is
  // written as an .eml file under MAIL_OUTBOX_DIR (default .data/outbox) and logged.
  SMTP_URL: optional.pipe(z.string().regex(/^smtps?:\/\/[^\s]+$/, "SMTP_URL must be an smtp:// or smtps:// URL").optional()),
  MAIL_FROM: mailbox,
  MAIL_OUTBOX_DIR: optional,
  // Texted codes (phone verification): an HTTPS endpoint of the SMS provider taking
  // {to, from, body} with a bearer token; unset, each text is written as a .sms.txt file under
  // the mail outbox folder and logged.
  SMS_API_URL: optional.pipe(z.string().url("SMS_API_URL must be a URL").optional()),
  SMS_API_TOKEN: optional,
  SMS_FROM: z.string().default("RideMarket"),
  // Whether this server also runs the job worker (mail delivery); off where `npm run worker` runs apart.
  JOB_WORKER: flag("JOB_WORKER", "1"),
  SUPPORT_EMAIL: z.string().email().default("support@ridemarket.dev"),
  SIGNIN_LIMIT_PER_IP: z.coerce.number().int().min(1).default(30),
  SIGNUP_LIMIT_PER_IP: z.coerce.number().int().min(1).default(10),
  PASSWORD_RESET_LIMIT_PER_IP: z.coerce.number().int().min(1).default(10),
  // New conversations (first messages and offers) one client address may start in an hour.
  RELAY_CONVERSATIONS_PER_IP: z.coerce.number().int().min(1).default(10),
  // On only behind a proxy that sets Fly-Client-IP / X-Forwarded-For (fly.toml); off, the
  // socket's address is the client's, whatever those headers say (server/client-address.ts).
  TRUST_PROXY: flag("TRUST_PROXY"),
  // Production without Stripe keys takes "payments" with the built-in test provider only when this says so.
  ALLOW_TEST_PAYMENTS: flag("ALLOW_TEST_PAYMENTS"),
  LOG_LEVEL: z.enum(["debug", "info", "warn", "error"]).default("info"),
  // How long the server waits for in-flight requests after SIGTERM (below Fly's kill_timeout).
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).default(25_000),
  // Worker processes sharing the port (server/index.ts); 1 serves from the process itself.
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
  // Seconds the server may answer cookieless visitors with a public page it rendered (0: off).
  PAGE_CACHE_SECONDS: z.coerce.number().int().min(0).max(60).default(0),
  SEARCH_COUNT_CACHE_SECONDS: z.coerce.number().int().min(0).max(300).default(0),
  // Seconds a search's page of results is shared by everyone who asks for the same search, signed
  // in or not (0: off); a browser that has just written reads fresh results (decision 62).
  SEARCH_RESULTS_CACHE_SECONDS: z.coerce.number().int().min(0).max(60).default(0),
  // Seconds a process keeps what the search page looks up on every request from the market: the
  // makes and models on sale (its menus) and the words typed prefixes stand for (0: always ask).
  LOOKUP_CACHE_SECONDS: z.coerce.number().int().min(0).max(600).default(0),
  // What each serving process may keep in its caches, in MB (decision 31): cookieless public
  // pages, the lookups (menus, search totals, prefix lexemes, zip codes, landing summaries), and
  // the zip codes sorted by distance from recent search origins (0.3 to 0.7 MB each).
  PAGE_CACHE_MB: megabytes("PAGE_CACHE_MB", 24, 1, 4096),
  LOOKUP_CACHE_MB: megabytes("LOOKUP_CACHE_MB", 8, 1, 1024),
  SEARCH_RESULTS_CACHE_MB: megabytes("SEARCH_RESULTS_CACHE_MB", 8, 1, 1024),
  ZIP_DISTANCE_CACHE_MB: megabytes("ZIP_DISTANCE_CACHE_MB", 8, 1, 1024),
  // The machine's memory in MB; on Fly, FLY_VM_MEMORY_MB says it when MEMORY_MB is unset. When
  // known, every process's heap limit is set from it and WEB_CONCURRENCY (app/utils/memory-budget.ts).
  MEMORY_MB: megabytes("MEMORY_MB", 0, 0, 1 << 20),
  FLY_VM_MEMORY_MB: megabytes("FLY_VM_MEMORY_MB", 0, 0, 1 << 20),
  // Seconds between the "memory" log lines of each process (RSS, heap, buffers, caches); 0: none.
  MEMORY_LOG_SECONDS: z.coerce.number().int().min(0).max(86_400).default(0),
  // Tests only (never in production config): the loopback host:port pairs that fetches of dealers'
  // feed and photo URLs may reach, over plain http too; every other private address stays refused.
  FETCH_TEST_LOOPBACK: loopbackAllowance("FETCH_TEST_LOOPBACK"),
  // Expensive searches (keywords, wide radii, nearest without a radius, deep pages) per client address per minute, per process.
  SEARCH_EXPENSIVE_PER_MINUTE: z.coerce.number().int().min(1).default(60),
});

export type Env = z.infer<typeof schema>;

/** What each serving process's in-process caches may hold together, in MB (the shared search results only when they are on). */
export const cachesMb = (env: Env) =>
  env.PAGE_CACHE_MB + env.LOOKUP_CACHE_MB + (env.SEARCH_RESULTS_CACHE_SECONDS > 0 ? env.SEARCH_RESULTS_CACHE_MB : 0) + env.ZIP_DISTANCE_CACHE_MB;

const PRODUCTION_SECRETS = ["SESSION_SECRET", "APP_ORIGIN"] as const;

/** A setting that is missing or malformed: the process logs the message and does not start. */
const invalidEnvironment = (message: string) => new AppError(message, { status: 500, code: "invalid-environment" });

export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = schema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join(".") || "env"}: ${i.message}`);
    throw invalidEnvironment(`Invalid environment configuration:\n${lines.join("\n")}`);
  }
  const env = result.data;
  const memoryMb = machineMemoryMb(env);
  if (memoryMb) {
    const plan = planMemory(memoryMb, env.WEB_CONCURRENCY, cachesMb(env));
    if ("error" in plan) throw invalidEnvironment(`Invalid environment configuration:\n  MEMORY_MB: ${plan.error}`);
  }
  if (env.NODE_ENV === "production") {
    const missing = PRODUCTION_SECRETS.filter((k) => !env[k]);
    if (env.STRIPE_SECRET_KEY && !env.STRIPE_WEBHOOK_SECRET) missing.push("STRIPE_WEBHOOK_SECRET" as never);
    if (env.STRIPE_SECRET_KEY && !env.STRIPE_PUBLISHABLE_KEY) missing.push("STRIPE_PUBLISHABLE_KEY" as never);
    if (env.S3_BUCKET && !(env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY)) {
      missing.push("S3_ACCESS_KEY_ID" as never, "S3_SECRET_ACCESS_KEY" as never);
    }
    if (missing.length) {
      throw invalidEnvironment(`Missing production secret(s): ${missing.join(", ")}. Set them (fly secrets set NAME=value) and restart.`);
    }
    if (!env.STRIPE_SECRET_KEY && !env.ALLOW_TEST_PAYMENTS) {
      throw invalidEnvironment(
        "STRIPE_SECRET_KEY is not set: production would take payments with the built-in test provider. Set the Stripe secrets, or ALLOW_TEST_PAYMENTS=1 for a test deployment.",
      );
    }
    if (env.SESSION_SECRET && env.SESSION_SECRET.length < 32) {
      throw invalidEnvironment("SESSION_SECRET must be at least 32 characters in production.");
    }
  }
  return env;
}

/** The machine's memory in MB (MEMORY_MB, else Fly's FLY_VM_MEMORY_MB); null when unknown. */
export function machineMemoryMb(env: Pick<Env, "MEMORY_MB" | "FLY_VM_MEMORY_MB">): number | null {
  return env.MEMORY_MB || env.FLY_VM_MEMORY_MB || null;
}

let cached: Env | undefined;

export function env(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}

export const isProduction = () => env().NODE_ENV === "production";
