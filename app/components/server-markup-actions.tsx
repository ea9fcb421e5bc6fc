// The interactive parts of server markup (components/server-markup.tsx), handled by one delegated listener:
// links navigate client-side like <Link>, "/#contact" links scroll like the header's, and elements with a
// `data-action` open the quote or appointment dialog, download a file or reopen the cookie settings.
// `data-track` records a CTA click. The dialog openers are links to the contact section's form, the way
// without JavaScript; a click that asks for a new tab keeps that way.
import { lazy, Suspense, useEffect, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { useQuoteModal } from "~/components/quote-modal-context";
import { COOKIE_SETTINGS_ACTION, OPEN_COOKIE_SETTINGS_EVENT } from "~/lib/cookie-settings";
import { CONTACT_HREF } from "~/lib/contact-links";
import { isPlainLeftClick } from "~/lib/dom-events";
import type { QuoteServiceValue } from "~/lib/quote-services";
import { track } from "~/lib/tracking";
import { useChatBubble } from "~/hooks/use-chat-bubble";
import { useContactLink } from "~/hooks/use-contact-link";

const loadAppointmentDialog = () => import("./appointment-form");
const AppointmentDialog = lazy(loadAppointmentDialog);

async function download(link: HTMLAnchorElement): Promise<void> {
  if (link.getAttribute("aria-busy") === "true") return;
  link.setAttribute("aria-busy", "true");
  try {
    const { downloadFromLink } = await import("./download-link");
    await downloadFromLink(link);
  } catch {
    // The code did not load (offline, a new release): the browser can still fetch the file itself.
    window.location.assign(link.href);
  } finally {
    link.removeAttribute("aria-busy");
  }
}

/** A price calculator's form (components/pricing/calculator.tsx) loads its script on first use. */
function startCalculatorOf(event: { target: EventTarget | null }) {
  const form = event.target instanceof Element ? event.target.closest("form[data-calculator]") : null;
  if (!(form instanceof HTMLFormElement) || form.dataset.calculatorStarted) return;
  import("~/browser/calculator").then(
    ({ startCalculator }) => startCalculator(form),
    // The code did not load (offline, a new release): the form still sends itself.
    () => undefined,
  );
}

export function ServerMarkupActions() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { openQuoteModal } = useQuoteModal();
  const goToContact = useContactLink();
  const [appointment, setAppointment] = useState({ open: false, loaded: false });
  useChatBubble();

  useEffect(() => {
    function onClick(event: MouseEvent) {
      if (event.defaultPrevented || !(event.target instanceof Element)) return;
      const element = event.target.closest<HTMLElement>("[data-action], a[href]");
      if (!element?.closest("[data-server-markup]")) return;
      const trackLabel = element.dataset.track;
      if (trackLabel) track({ name: "Click", params: { category: "CTA", label: trackLabel } });

      switch (element.dataset.action) {
        case "quote":
          if (!isPlainLeftClick(event)) return;
          event.preventDefault();
          // Our own markup: QuoteButton writes one of the modal's service values.
          openQuoteModal(element.dataset.service as QuoteServiceValue | undefined, {
            description: element.dataset.description,
          });
          return;
        case "appointment":
          if (!isPlainLeftClick(event)) return;
          event.preventDefault();
          setAppointment({ open: true, loaded: true });
          return;
        case "download":
          if (!isPlainLeftClick(event)) return;
          event.preventDefault();
          void download(element as HTMLAnchorElement);
          return;
        case COOKIE_SETTINGS_ACTION:
          // The consent banner (loaded only where a tag is configured) listens for this.
          window.dispatchEvent(new Event(OPEN_COOKIE_SETTINGS_EVENT));
          return;
      }

      if (!(element instanceof HTMLAnchorElement) || !isPlainLeftClick(event)) return;
      if (element.getAttribute("href") === CONTACT_HREF) {
        goToContact(event);
        return;
      }
      const url = new URL(element.href);
      const leavesSite =
        url.origin !== window.location.origin || element.target || element.hasAttribute("download");
      // A jump to an anchor on this page is the browser's job.
      const samePageAnchor = url.pathname === pathname && url.search === window.location.search && url.hash;
      if (leavesSite || samePageAnchor) return;
      event.preventDefault();
      void navigate(url.pathname + url.search + url.hash);
    }
    // Fetch the appointment dialog's code as soon as a visitor shows intent.
    function onIntent(event: Event) {
      if (
        event.target instanceof Element &&
        event.target.closest('[data-server-markup] [data-action="appointment"]')
      )
        void loadAppointmentDialog();
    }
    document.addEventListener("click", onClick);
    document.addEventListener("pointerover", onIntent);
    document.addEventListener("focusin", onIntent);
    document.addEventListener("focusin", startCalculatorOf);
    document.addEventListener("input", startCalculatorOf);
    // The first interaction (the boot script's) may have been a focus in a calculator.
    startCalculatorOf({ target: document.activeElement });
    return () => {
      document.removeEventListener("click", onClick);
      document.removeEventListener("pointerover", onIntent);
      document.removeEventListener("focusin", onIntent);
      document.removeEventListener("focusin", startCalculatorOf);
      document.removeEventListener("input", startCalculatorOf);
    };
  }, [navigate, pathname, openQuoteModal, goToContact]);

  return appointment.loaded ? (
    <Suspense fallback={null}>
      <AppointmentDialog
        open={appointment.open}
        onOpenChange={(open) => setAppointment((state) => ({ ...state, open }))}
      />
    </Suspense>
  ) : null;
}
