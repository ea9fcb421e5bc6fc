// Opens the quote modal from anywhere (header, home blocks, service pages). The modal's code loads on first use.
import { createContext, lazy, Suspense, useCallback, useContext, useMemo, useState } from "react";
import type { QuoteServiceValue } from "~/lib/quote-services";

const QuoteModal = lazy(() => import("./quote-modal"));

interface QuoteModalApi {
  /** Opens the modal, optionally with a service preselected (e.g. from a service page). */
  openQuoteModal: (service?: QuoteServiceValue) => void;
}

export const QuoteModalContext = createContext<QuoteModalApi | null>(null);

export function QuoteModalProvider({ children }: { children: React.ReactNode }) {
  const [state, setState] = useState<{ open: boolean; service?: QuoteServiceValue; loaded: boolean }>({
    open: false,
    loaded: false,
  });
  const openQuoteModal = useCallback(
    (service?: QuoteServiceValue) => setState({ open: true, service, loaded: true }),
    [],
  );
  const api = useMemo(() => ({ openQuoteModal }), [openQuoteModal]);
  return (
    <QuoteModalContext.Provider value={api}>
      {children}
      {state.loaded ? (
        <Suspense fallback={null}>
          <QuoteModal
            open={state.open}
            defaultService={state.service}
            onOpenChange={(open) => setState((s) => ({ ...s, open }))}
          />
        </Suspense>
      ) : null}
    </QuoteModalContext.Provider>
  );
}

export function useQuoteModal(): QuoteModalApi {
  const api = useContext(QuoteModalContext);
  if (!api) throw new Error("useQuoteModal must be used within a QuoteModalProvider");
  return api;
}
