// Puts the client's address on every request under our own header (see
// app/modules/security/client-address.server.ts), replacing any the client sent.
import type { RequestHandler } from "express";
import { CLIENT_ADDRESS_HEADER, resolveClientAddress } from "../app/modules/security/client-address.server";

export function clientAddress(trustProxy: boolean): RequestHandler {
  return (req, _res, next) => {
    delete req.headers[CLIENT_ADDRESS_HEADER];
    const header = (name: string) => {
      const value = req.headers[name];
      return Array.isArray(value) ? value.join(", ") : value;
    };
    req.headers[CLIENT_ADDRESS_HEADER] = resolveClientAddress(header, req.socket.remoteAddress, trustProxy);
    next();
  };
}
