import { describe, expect, it } from "vitest";
import { z } from "~/lib/zod";
import { FORM_MESSAGES, readForm, readFormFields } from "./form.server";

const URL_ = "http://localhost/auth";

function post(body: BodyInit | null, contentType: string | null, extra: Record<string, string> = {}) {
  const headers = new Headers(extra);
  if (contentType !== null) headers.set("content-type", contentType);
  return new Request(URL_, { method: "POST", headers, body });
}

const urlencoded = (body: string) => post(body, "application/x-www-form-urlencoded");

function multipart(parts: string[], boundary = "grens123") {
  const body = parts.map((p) => `--${boundary}\r\n${p}\r\n`).join("") + `--${boundary}--\r\n`;
  return post(body, `multipart/form-data; boundary=${boundary}`);
}

const textPart = (name: string, value: string) =>
  `Content-Disposition: form-data; name="${name}"\r\n\r\n${value}`;

describe("readFormFields", () => {
  it("reads an urlencoded form, keeping the first of repeated keys", async () => {
    const result = await readFormFields(urlencoded("email=kim%40example.com&intent=sign-in&intent=sign-up"));
    expect(result).toEqual({ ok: true, fields: { email: "kim@example.com", intent: "sign-in" } });
  });

  it("reads a multipart form", async () => {
    const result = await readFormFields(
      multipart([textPart("firstName", "Kim"), textPart("lastName", "de Vries")]),
    );
    expect(result).toEqual({ ok: true, fields: { firstName: "Kim", lastName: "de Vries" } });
  });

  it("reads urlencoded bytes exactly as Response#formData does: BOM, bad UTF-8, stray %, + and charset", async () => {
    const bodies = [
      Buffer.from("\ufeffnaam=Ren%C3%A9+de+Vries&omschrijving=50%25+korting%ZZ&leeg&=x&a=%E2%82"),
      Buffer.from([0x6e, 0x3d, 0xff, 0xfe, 0x41, 0x26, 0xc3, 0x28, 0x3d, 0x62]),
    ];
    for (const body of bodies)
      for (const type of [
        "application/x-www-form-urlencoded",
        "Application/X-WWW-Form-Urlencoded; charset=utf-8",
      ]) {
        const expected: Record<string, string> = {};
        const formData = await new Response(new Uint8Array(body), {
          headers: { "content-type": type },
        }).formData();
        for (const [key, value] of formData)
          if (!Object.hasOwn(expected, key)) expected[key] = value as string;
        const result = await readFormFields(post(new Uint8Array(body), type));
        expect(result.ok && { ...result.fields }).toEqual(expected);
      }
  });

  it("reads an empty urlencoded body as a form without fields", async () => {
    expect(await readFormFields(urlencoded(""))).toEqual({ ok: true, fields: {} });
  });

  it("keeps __proto__ and constructor as plain fields, and they pass a zod schema untouched", async () => {
    const result = await readFormFields(urlencoded("__proto__=x&constructor=y&firstName=Kim"));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(Object.keys(result.fields)).toEqual(["__proto__", "constructor", "firstName"]);
    expect(result.fields.__proto__).toBe("x");
    expect(result.fields.email).toBeUndefined();
    expect(z.object({ firstName: z.string() }).parse(result.fields)).toEqual({ firstName: "Kim" });
  });

  it.each([
    ["JSON", '{"email":"a@b.nl"}', "application/json"],
    ["plain text", "email=a@b.nl", "text/plain"],
    ["no content type", "email=a@b.nl", null],
    ["a look-alike type", "email=a@b.nl", "application/x-www-form-urlencoded-evil"],
  ])("refuses %s with 415", async (_kind, body, type) => {
    expect(await readFormFields(post(body, type))).toEqual({
      ok: false,
      status: 415,
      message: FORM_MESSAGES.notAForm,
    });
  });

  it.each([
    ["multipart junk", post("dit is geen multipart", "multipart/form-data; boundary=grens")],
    ["multipart without a boundary", post("--x\r\n", "multipart/form-data")],
    ["an empty multipart body", post("", "multipart/form-data; boundary=grens")],
    ["a bad Content-Length", post("a=b", "application/x-www-form-urlencoded", { "content-length": "-1" })],
  ])("refuses %s with 400", async (_kind, request) => {
    expect(await readFormFields(request)).toEqual({
      ok: false,
      status: 400,
      message: FORM_MESSAGES.unreadable,
    });
  });

  it.each([
    ["a value", urlencoded("firstName=Kim%00")],
    ["a key", urlencoded("first%00Name=Kim")],
    ["a multipart value", multipart([textPart("firstName", "K\u0000im")])],
  ])("refuses a NUL byte in %s with 400", async (_kind, request) => {
    expect(await readFormFields(request)).toEqual({
      ok: false,
      status: 400,
      message: FORM_MESSAGES.unreadable,
    });
  });

  it("refuses a file part with 400", async () => {
    const request = multipart([
      textPart("firstName", "Kim"),
      'Content-Disposition: form-data; name="logo"; filename="logo.png"\r\nContent-Type: image/png\r\n\r\nPNG',
    ]);
    expect(await readFormFields(request)).toEqual({ ok: false, status: 400, message: FORM_MESSAGES.noFiles });
  });

  it("refuses an oversized body with 413, by its Content-Length or by what arrives", async () => {
    const big = `notes=${"a".repeat(2000)}`;
    const declared = post(big, "application/x-www-form-urlencoded", { "content-length": String(big.length) });
    expect(await readFormFields(declared, { maxBytes: 1000 })).toEqual({
      ok: false,
      status: 413,
      message: FORM_MESSAGES.tooLarge,
    });
    expect(await readFormFields(urlencoded(big), { maxBytes: 1000 })).toMatchObject({
      ok: false,
      status: 413,
    });
    expect(await readFormFields(urlencoded(big))).toMatchObject({ ok: true });
  });

  it("refuses a chunked body without a length with 411", async () => {
    const request = post("a=b", "application/x-www-form-urlencoded", { "transfer-encoding": "chunked" });
    expect(await readFormFields(request)).toMatchObject({ ok: false, status: 411 });
  });
});

describe("readForm", () => {
  it("returns the fields of a good form", async () => {
    expect(await readForm(urlencoded("intent=create"))).toEqual({ intent: "create" });
  });

  it("throws the refusal as route data with its status", async () => {
    const thrown = await readForm(post("{}", "application/json")).catch((error: unknown) => error);
    expect(thrown).toMatchObject({ type: "DataWithResponseInit", data: FORM_MESSAGES.notAForm });
    expect((thrown as { init: ResponseInit }).init.status).toBe(415);
  });
});
