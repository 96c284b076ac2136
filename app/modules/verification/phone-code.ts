// The texted code's shape and life, read by the forms and the server.
export const PHONE_CODE = { digits: 6, ttlMinutes: 10, maxAttempts: 5 };
