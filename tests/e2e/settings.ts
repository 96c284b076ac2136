// Settings the browser-test server runs with (tests/e2e/server.ts) that tests need to know.
export const E2E_SESSION_SECRET = "e2e-session-secret-long-enough-0123456789abcdef";
