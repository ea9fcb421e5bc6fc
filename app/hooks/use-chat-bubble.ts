// Shows the floating chat button's prompt bubble on schedule (docs/behaviour.md#screens-and-routes, #business-rules: 5 s after load, for 5 s), outside
// mobile devices and until the visitor closes it; closing is remembered for the session.
import { useEffect } from "react";
import { BUBBLE_DISMISSED_KEY, MOBILE_MEDIA_QUERY, bubbleSchedule, bubbleTimers } from "~/lib/chat-bubble";

function readDismissed(): boolean {
  try {
    return sessionStorage.getItem(BUBBLE_DISMISSED_KEY) === "1";
  } catch {
    return false; // storage blocked: just show it
  }
}

function rememberDismissed(): void {
  try {
    sessionStorage.setItem(BUBBLE_DISMISSED_KEY, "1");
  } catch {
    // Not remembered; it would only come back on a next page load.
  }
}

/** Runs once per page load: the site layout, which calls it, stays mounted across navigations. */
export function useChatBubble(): void {
  useEffect(() => {
    const template = document.querySelector<HTMLTemplateElement>("template[data-chat-bubble]");
    const schedule = bubbleSchedule({
      isMobile: window.matchMedia(MOBILE_MEDIA_QUERY).matches,
      dismissed: readDismissed(),
    });
    // performance.now() is the time since the page started loading.
    const timers = bubbleTimers(schedule, performance.now());
    if (!template || !timers) return;
    let bubble: HTMLElement | null = null;
    const hide = () => {
      bubble?.remove();
      bubble = null;
    };
    const show = setTimeout(() => {
      bubble = template.content.firstElementChild!.cloneNode(true) as HTMLElement;
      bubble.querySelector("[data-chat-bubble-close]")?.addEventListener("click", () => {
        hide();
        rememberDismissed();
      });
      template.after(bubble);
    }, timers.showIn);
    const hideLater = setTimeout(hide, timers.hideIn);
    return () => {
      clearTimeout(show);
      clearTimeout(hideLater);
      hide();
    };
  }, []);
}
