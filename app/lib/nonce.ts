import { createContext, useContext } from "react";

/** The per-response CSP nonce for Remix's inline scripts. */
export const NonceContext = createContext<string | undefined>(undefined);
export const useNonce = () => useContext(NonceContext);
