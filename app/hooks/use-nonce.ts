// The CSP nonce of this response, for the inline scripts the root layout renders.
import { createContext, useContext } from "react";

/** Filled during server rendering only; browsers hide nonce values from the DOM anyway. */
export const NonceContext = createContext<string | undefined>(undefined);

export const useNonce = () => useContext(NonceContext);
