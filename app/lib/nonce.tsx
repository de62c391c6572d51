import {createContext, useContext, type ReactNode} from 'react';

// The CSP nonce for the page's inline scripts. Hydrogen's own provider and hook would put its client
// bundle on every page for this one value.
const NonceContext = createContext<string | undefined>(undefined);

export function NonceProvider({value, children}: {value: string | undefined; children?: ReactNode}) {
  return <NonceContext.Provider value={value}>{children}</NonceContext.Provider>;
}

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
