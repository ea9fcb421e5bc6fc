import { describe, expect, it } from "vitest";
import { bubbleSchedule, isBubbleVisible } from "./chat-bubble";

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
});
