import { describe, expect, it } from "vitest";
import { z } from "./zod";
import { constraintsFrom, fieldErrors } from "./form-constraints";
import { emailSchema } from "./email";

const signUp = z.object({
  email: z.email({ error: "Vul een geldig e-mailadres in." }).max(254),
  password: z
    .string()
    .min(8, { error: "Het wachtwoord moet minstens 8 tekens hebben." })
    .max(128, { error: "Het wachtwoord mag hoogstens 128 tekens hebben." }),
  firstName: z.string().trim().max(100).default(""),
  nickname: z.string().optional(),
  role: z.enum(["employee", "admin"], { error: "Kies een rol." }),
  code: z
    .string()
    .trim()
    .pipe(z.string().regex(/^\d{6}$/, { error: "Vul de 6 cijfers uit je authenticator-app in." })),
});

describe("constraintsFrom", () => {
  const constraints = constraintsFrom(signUp);

  it("marks an e-mail field as a required email input with its maximum length", () => {
    expect(constraints.email).toEqual({ required: true, maxLength: 254, type: "email" });
  });

  it("carries a password's minimum and maximum length", () => {
    expect(constraints.password).toEqual({ required: true, minLength: 8, maxLength: 128 });
  });

  it("leaves a field with a default or optional value not required, through the wrapper", () => {
    expect(constraints.firstName).toEqual({ required: false, maxLength: 100 });
    expect(constraints.nickname).toEqual({ required: false });
  });

  it("requires a choice and a piped code", () => {
    expect(constraints.role).toEqual({ required: true });
    expect(constraints.code).toEqual({ required: true });
  });

  it("does not turn a minimum of one character into minLength (required says it already)", () => {
    const constraint = constraintsFrom(z.object({ password: z.string().min(1).max(128) })).password;
    expect(constraint).toEqual({ required: true, maxLength: 128 });
  });
});

describe("fieldErrors", () => {
  it("gives each invalid field its first Dutch message", () => {
    const result = signUp.safeParse({
      email: "geen-adres",
      password: "kort",
      firstName: "Eva",
      role: "baas",
      code: "12",
    });
    expect(result.success).toBe(false);
    expect(fieldErrors(result.error!)).toEqual({
      email: "Vul een geldig e-mailadres in.",
      password: "Het wachtwoord moet minstens 8 tekens hebben.",
      role: "Kies een rol.",
      code: "Vul de 6 cijfers uit je authenticator-app in.",
    });
  });

  it("keeps only the first message when a field breaks two rules", () => {
    const schema = z.object({
      name: z.string().min(3, { error: "Te kort." }).regex(/^a/, { error: "Begin met a." }),
    });
    expect(fieldErrors(schema.safeParse({ name: "b" }).error!)).toEqual({ name: "Te kort." });
  });

  it("leaves out issues that belong to no field", () => {
    const schema = z
      .object({ a: z.string(), b: z.string() })
      .refine((v) => v.a === v.b, { error: "Niet gelijk." });
    expect(fieldErrors(schema.safeParse({ a: "x", b: "y" }).error!)).toEqual({});
  });
});

describe("constraints of the shared e-mail rule", () => {
  it("marks a field checked with the site's e-mail pattern as type=email", () => {
    expect(constraintsFrom(z.object({ email: emailSchema })).email).toMatchObject({ type: "email" });
  });
});

describe("constraintsFrom on a form schema with refinements and transforms", () => {
  const form = z
    .object({
      name: z.string().trim().min(1).max(100),
      service: z.union([z.literal(""), z.enum(["a", "b"])]),
      choice: z.enum(["x", "y"]).optional(),
      location: z.string().max(200).optional(),
    })
    .refine((v) => v.service !== "", { path: ["service"], error: "Kies een dienst." })
    .transform((v) => ({ ...v, extra: true }));
  const constraints = constraintsFrom(form);

  it("reads the fields through the transform", () => {
    expect(constraints.name).toEqual({ required: true, maxLength: 100 });
    expect(constraints.location).toEqual({ required: false, maxLength: 200 });
  });

  it("requires a field that only the form's refinement refuses empty", () => {
    expect(constraints.service).toEqual({ required: true });
  });

  it("does not require a choice that may be left out", () => {
    expect(constraints.choice).toEqual({ required: false });
  });
});
