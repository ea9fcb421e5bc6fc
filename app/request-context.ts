// Per-request values the Express layer hands to React Router (middleware, loaders, entry.server).
import { createContext } from "react-router";

export interface RequestInfo {
  /** CSP nonce for this response's inline and module scripts. */
  nonce: string;
  /** Client IP as Express resolved it (honours TRUST_PROXY). */
  ip: string;
  /** Rendered for the page cache: the complete document at once, with no nonce (server/app.ts). */
  complete?: boolean;
}

export const requestInfoContext = createContext<RequestInfo>({ nonce: "", ip: "0.0.0.0" });
