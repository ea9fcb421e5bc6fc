import { describe, expect, it } from "vitest";
import { bubbleSchedule, bubbleTimers, isBubbleVisible } from "./chat-bubble";

describe("chat bubble timing", () => {
  const schedule = bubbleSchedule({ isMobile: false, dismissed: false });

  it("appears 5 s after load and hides 5 s later", () => {
    expect(schedule).toEqual({ showAt: 5000, hideAt: 10000 });
    expect(isBubbleVisible(schedule, 0)).toBe(false);
    expect(isBubbleVisible(schedule, 4999)).toBe(false);
    expect(isBubbleVisible(schedule, 5000)).toBe(true);
    expect(isBubbleVisible(schedule, 9999)).toBe(true);
    expect(isBubbleVisible(schedule, 10000)).toBe(false);
    expect(isBubbleVisible(schedule, 60000)).toBe(false);
  });

  it("never appears on mobile devices", () => {
    const mobile = bubbleSchedule({ isMobile: true, dismissed: false });
    expect(mobile).toBeNull();
    expect(isBubbleVisible(mobile, 6000)).toBe(false);
  });

  it("never appears again once dismissed in this session", () => {
    const dismissed = bubbleSchedule({ isMobile: false, dismissed: true });
    expect(dismissed).toBeNull();
    expect(isBubbleVisible(dismissed, 6000)).toBe(false);
  });

  it("counts from the page's load, not from when the scripts arrived", () => {
    expect(bubbleTimers(schedule, 0)).toEqual({ showIn: 5000, hideIn: 10000 });
    expect(bubbleTimers(schedule, 4200)).toEqual({ showIn: 800, hideIn: 5800 });
    expect(bubbleTimers(schedule, 7000)).toEqual({ showIn: 0, hideIn: 3000 });
    expect(bubbleTimers(schedule, 10000)).toBeNull();
    expect(bubbleTimers(null, 0)).toBeNull();
  });
});
