import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

function hydrate() {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

// The server-rendered page is complete and readable: let the browser paint it first, then hydrate.
// A requestAnimationFrame callback runs just before a frame is painted; the timeout then runs just after it.
requestAnimationFrame(() => setTimeout(hydrate, 0));
