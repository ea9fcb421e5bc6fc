// Opens the quote modal from anywhere (header, home blocks, service pages). The modal's code loads on first use.
import { createContext, lazy, Suspense, useCallback, useContext, useMemo, useState } from "react";
import type { QuoteServiceValue } from "~/lib/quote-services";

const QuoteModal = lazy(() => import("./quote-modal"));

interface QuoteModalApi {
  /**
   * Opens the modal, optionally with a service preselected (e.g. from a service page). `returnFocusTo` takes
   * focus when the modal closes if the control that opened it has gone meanwhile. `description` prefills the
   * request's description (a calculator's choice and price).
   */
  openQuoteModal: (
    service?: QuoteServiceValue,
    options?: { returnFocusTo?: HTMLElement | null; description?: string },
  ) => void;
}

export const QuoteModalContext = createContext<QuoteModalApi | null>(null);

export function QuoteModalProvider({ children }: { children: React.ReactNode }) {
  const [state, setState] = useState<{
    open: boolean;
    service?: QuoteServiceValue;
    returnFocusTo?: HTMLElement | null;
    description?: string;
    loaded: boolean;
  }>({
    open: false,
    loaded: false,
  });
  const openQuoteModal = useCallback<QuoteModalApi["openQuoteModal"]>(
    (service, options) =>
      setState({
        open: true,
        service,
        returnFocusTo: options?.returnFocusTo,
        description: options?.description,
        loaded: true,
      }),
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
            defaultDescription={state.description}
            returnFocusTo={state.returnFocusTo}
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
