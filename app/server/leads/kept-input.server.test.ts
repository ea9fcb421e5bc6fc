import { describe, expect, it } from "vitest";
import { keepInputCookie, takeKeptInput } from "./kept-input.server";

const fields = { name: "Piet", email: "piet@snel" };

function pageRequest(path: string, cookieLine: string | null, origin = "http://localhost") {
  const cookie = cookieLine?.split(";")[0];
  const request = new Request(`${origin}${path}`, { headers: cookie ? { cookie: `a=1; ${cookie}` } : {} });
  return takeKeptInput(request, new URL(request.url));
}

describe("the kept-input cookie", () => {
  it("is short-lived, HttpOnly and Lax, and Secure on https", () => {
    const http = keepInputCookie(new Request("http://localhost/api/snelle-offerte"), "quick", fields, false);
    expect(http).toMatch(/^lead_input=[\w-]+; Path=\/; Max-Age=120; HttpOnly; SameSite=Lax$/);
    const https = keepInputCookie(new Request("https://shop.example/api/partner"), "partnership", {}, false);
    expect(https).toBeNull();
    expect(keepInputCookie(new Request("https://shop.example/x"), "quick", fields, false)).toMatch(
      /; Secure$/,
    );
  });

  it("shows the input only on its own form's error page, and is cleared on any page", () => {
    const cookie = keepInputCookie(new Request("http://localhost/x"), "quick", fields, false);
    const shown = pageRequest("/?formulier=quick&fout=email", cookie);
    expect(shown.kept?.values).toEqual(fields);
    expect(shown.clearCookie).toMatch(/^lead_input=; Path=\/; Max-Age=0; HttpOnly; SameSite=Lax$/);
    for (const path of ["/", "/?formulier=partnership&fout=velden", "/?formulier=quick"]) {
      const other = pageRequest(path, cookie);
      expect(other.kept).toBeNull();
      expect(other.clearCookie).not.toBeNull();
    }
    expect(pageRequest("/?formulier=quick&fout=email", null)).toEqual({ kept: null, clearCookie: null });
    expect(pageRequest("/?formulier=quick&fout=email", "lead_input=garbage!").kept).toBeNull();
  });
});
