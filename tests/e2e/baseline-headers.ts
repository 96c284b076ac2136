// The headers every answer of the production server carries, whatever produced it.
import { expect } from "@playwright/test";

export function expectBaseline(response: { headers(): Record<string, string> }, what: string) {
  const h = response.headers();
  expect(h["x-content-type-options"], what).toBe("nosniff");
  expect(h["referrer-policy"], what).toBe("strict-origin-when-cross-origin");
  // The browser tests run the production build, so HSTS is on.
  expect(h["strict-transport-security"], what).toBe("max-age=31536000; includeSubDomains");
  expect(h["content-security-policy"], what).toBeTruthy();
  expect(h["content-security-policy"], what).toContain("frame-ancestors 'none'");
  expect(h["permissions-policy"], what).toContain("camera=()");
  expect(h["permissions-policy"], what).toContain("geolocation=()");
  expect(h["cross-origin-opener-policy"], what).toBe("same-origin");
}
