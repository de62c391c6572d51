import {createContext, useContext} from 'react';

// Our own context, not Hydrogen's `useNonce`: importing Hydrogen here would bring its whole bundle into
// every page's first script. The server renders with both, for Hydrogen's components that read its own.
const PageNonce = createContext<string | undefined>(undefined);

export const PageNonceProvider = PageNonce.Provider;

export function usePageNonce(): string | undefined {
  return useContext(PageNonce);
}
