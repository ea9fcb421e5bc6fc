import { describe, expect, it, vi } from "vitest";
import { addTrackingSink, track } from "./tracking";

describe("tracking", () => {
  it("is a no-op without sinks and delivers events to connected sinks", () => {
    expect(() => track({ name: "Lead" })).not.toThrow();
    const sink = vi.fn();
    const disconnect = addTrackingSink(sink);
    track({ name: "Click", params: { category: "CTA", label: "Hero Quote Request" } });
    expect(sink).toHaveBeenCalledWith({
      name: "Click",
      params: { category: "CTA", label: "Hero Quote Request" },
    });
    disconnect();
    track({ name: "Lead" });
    expect(sink).toHaveBeenCalledTimes(1);
  });

  it("swallows errors thrown by a sink", () => {
    const disconnect = addTrackingSink(() => {
      throw new Error("pixel down");
    });
    expect(() => track({ name: "Schedule" })).not.toThrow();
    disconnect();
  });
});
