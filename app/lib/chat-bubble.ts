// When the floating chat button shows its prompt bubble (docs/behaviour.md#screens-and-routes "Floating chat button", §9 timings).

/** The bubble appears this long after the page has loaded… */
const BUBBLE_SHOW_AFTER_MS = 5_000;
/** …and disappears again after this much longer. */
const BUBBLE_VISIBLE_FOR_MS = 5_000;
/** Session storage key remembering that the visitor closed the bubble. */
export const BUBBLE_DISMISSED_KEY = "chat-bubble-dismissed";

/**
 * Media query for devices where the bubble stays hidden: touch-first devices and narrow screens.
 * A capability check, not user-agent sniffing.
 */
export const MOBILE_MEDIA_QUERY = "(hover: none) and (pointer: coarse), (max-width: 767px)";

export interface BubbleSchedule {
  showAt: number;
  hideAt: number;
}

/** Timeline in ms after load, or null when the bubble must not appear at all. */
export function bubbleSchedule(options: { isMobile: boolean; dismissed: boolean }): BubbleSchedule | null {
  if (options.isMobile || options.dismissed) return null;
  return { showAt: BUBBLE_SHOW_AFTER_MS, hideAt: BUBBLE_SHOW_AFTER_MS + BUBBLE_VISIBLE_FOR_MS };
}

/** Whether the bubble is visible `elapsedMs` after load. */
export function isBubbleVisible(schedule: BubbleSchedule | null, elapsedMs: number): boolean {
  return schedule !== null && elapsedMs >= schedule.showAt && elapsedMs < schedule.hideAt;
}

/**
 * The timers to set `elapsedMs` after load (the scripts that show the bubble may arrive seconds after the page):
 * null when the bubble must not appear or its time has already passed.
 */
export function bubbleTimers(
  schedule: BubbleSchedule | null,
  elapsedMs: number,
): { showIn: number; hideIn: number } | null {
  if (!schedule || elapsedMs >= schedule.hideAt) return null;
  return { showIn: Math.max(0, schedule.showAt - elapsedMs), hideIn: schedule.hideAt - elapsedMs };
}
