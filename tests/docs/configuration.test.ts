// Every setting the server reads is documented: docs/configuration.md has a row for each variable of the env schema
// (app/server/env.server.ts) and .env.example lists it, so a new variable cannot ship undocumented.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { envSchema } from "~/server/env.server";

const variables = Object.keys(envSchema.shape);

describe("configuration docs", () => {
  it("names every variable of the env schema in docs/configuration.md and .env.example", () => {
    const docs = readFileSync("docs/configuration.md", "utf8");
    const example = readFileSync(".env.example", "utf8");
    expect(variables.length).toBeGreaterThan(20);
    expect(variables.filter((name) => !docs.includes(`\`${name}\``))).toEqual([]);
    expect(variables.filter((name) => !new RegExp(`^#?\\s*${name}=`, "m").test(example))).toEqual([]);
  });
});
