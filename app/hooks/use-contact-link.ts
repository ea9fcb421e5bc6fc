// Click handler for links to the contact section (docs/behaviour.md#screens-and-routes header): on the home page it scrolls smoothly;
// elsewhere it navigates home first and scrolls about 100 ms later. The link's href stays "/#contact",
// so it also works before hydration or without JavaScript.
import { useCallback } from "react";
import { useLocation, useNavigate } from "react-router";
import { CONTACT_ID } from "~/lib/contact-links";
import { isPlainLeftClick, type ClickKeys } from "~/lib/dom-events";

/** Delay between arriving on the home page and scrolling (docs/behaviour.md#business-rules). */
const CONTACT_SCROLL_DELAY_MS = 100;

function scrollToContact(): void {
  const target = document.getElementById(CONTACT_ID);
  if (!target) return;
  const reduceMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  target.scrollIntoView({ behavior: reduceMotion ? "auto" : "smooth", block: "start" });
  // Move keyboard and screen-reader focus along with the view.
  target.focus({ preventScroll: true });
}

/** Calls back once the home page (rendered in a transition) has put the contact section in the DOM. */
function whenContactRendered(callback: () => void, framesLeft = 120): void {
  if (document.getElementById(CONTACT_ID) || framesLeft === 0) callback();
  else requestAnimationFrame(() => whenContactRendered(callback, framesLeft - 1));
}

export function useContactLink(onNavigate?: () => void) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return useCallback(
    // A React or a native click (server markup links arrive through <ServerMarkupActions>).
    (event: ClickKeys & Pick<MouseEvent, "preventDefault">) => {
      if (!isPlainLeftClick(event)) return;
      event.preventDefault();
      onNavigate?.();
      if (pathname === "/") {
        scrollToContact();
        return;
      }
      void Promise.resolve(navigate("/")).then(() =>
        whenContactRendered(() => {
          setTimeout(scrollToContact, CONTACT_SCROLL_DELAY_MS);
        }),
      );
    },
    [navigate, pathname, onNavigate],
  );
}
