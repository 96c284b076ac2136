import os from "node:os";
import path from "node:path";

// Settings the browser-test server runs with (tests/e2e/server.ts) that tests need to know.
export const E2E_SESSION_SECRET = "e2e-session-secret-long-enough-0123456789abcdef";

export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? E2E_PORT + 1000);
/** Where the servers write texted codes (no SMS provider is set). */
export const E2E_OUTBOX_DIR = path.join(os.tmpdir(), `ridemarket-e2e-outbox-${E2E_PORT}`);

/**
 * The environment of a production server process of the browser tests: the one Playwright waits
 * for, and any further "machine" a test starts on another port over the same database and mail.
 */
export function e2eServerEnv(port: number, databaseUrl: string, uploadDir: string): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: "production",
    // No Stripe keys here: the built-in test provider takes the payments.
    ALLOW_TEST_PAYMENTS: "1",
    PORT: String(port),
    // Each machine's metrics on a port of its own (the default 9091 would be shared by them all).
    METRICS_PORT: String(port + 3000),
    DATABASE_URL: databaseUrl,
    UPLOAD_DIR: uploadDir,
    SESSION_SECRET: E2E_SESSION_SECRET,
    APP_ORIGIN: `http://localhost:${port}`,
    SUPPORT_EMAIL: "help@e2e.ridemarket.dev",
    SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}`,
    MAIL_OUTBOX_DIR: E2E_OUTBOX_DIR,
    // The browser tests sign up and in many times from one address.
    SIGNIN_LIMIT_PER_IP: "1000",
    SIGNUP_LIMIT_PER_IP: "1000",
    PASSWORD_RESET_LIMIT_PER_IP: "1000",
    RELAY_CONVERSATIONS_PER_IP: "1000",
    SEARCH_EXPENSIVE_PER_MINUTE: "100000",
    // Request log lines would bury the test report; warnings and errors still show.
    LOG_LEVEL: "warn",
  };
}
