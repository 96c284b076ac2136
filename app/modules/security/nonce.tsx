import { createContext, useContext } from "react";

// The server renders each page with its own script nonce; in the browser the value is
// hidden from the DOM, so the context is empty there and only the server's markup counts.
const NonceContext = createContext("");

export const NonceProvider = NonceContext.Provider;

export function useNonce(): string {
  return useContext(NonceContext);
}
