import { describe, expect, it } from "vitest";
import { withDecodablePath } from "./decodable-path";

describe("withDecodablePath", () => {
  it("leaves paths that decode alone, query included", () => {
    for (const url of [
      "/",
      "/blog/van-ontwerp-tot-gedrukt",
      "/a%20b/%C3%A9?q=%",
      "/portfolio?sector=%E0%A4%A",
    ])
      expect(withDecodablePath(url)).toBe(url);
  });

  it("escapes the % signs of a segment that does not decode, so it decodes to the text that was sent", () => {
    const url = withDecodablePath("/blog/%E0%A4%A?q=1");
    expect(url).toBe("/blog/%25E0%25A4%25A?q=1");
    expect(decodeURIComponent(url.split("?")[0]!.split("/")[2]!)).toBe("%E0%A4%A");
  });

  it("touches only the segments that fail", () => {
    expect(withDecodablePath("/%C3%A9/%/100%25")).toBe("/%C3%A9/%25/100%25");
  });
});
