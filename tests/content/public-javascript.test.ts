// Owners edit the site on staff pages; visitors never download that. Read from the production build's route
// manifest: no page of the public layout loads a file holding the editors' copy, and the pages whose content the
// editors change load no zod (content schemas stay with the server and the editor pages).
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { contentEditorCopy } from "~/content/content-editor";
import { openingHoursPageCopy } from "~/content/opening-hours";
import * as siteContentEditorCopy from "~/content/site-content-editor";
import { blogEditorCopy, websiteCopy } from "~/content/staff-website";
import { workwearEditorCopy } from "~/content/workwear-editor";

const clientDir = path.resolve(process.env.BUILD_DIR ?? "build", "client");

interface ManifestRoute {
  id: string;
  parentId?: string;
  module: string;
  imports?: string[];
}

function routeManifest(): Record<string, ManifestRoute> {
  const assets = path.join(clientDir, "assets");
  const file = readdirSync(assets).find((name) => /^manifest-[\w-]+\.js$/.test(name));
  if (!file) throw new Error("No production build: run npm run build first.");
  const source = readFileSync(path.join(assets, file), "utf8");
  return JSON.parse(source.replace(/^window\.__reactRouterManifest=/, "").replace(/;\s*$/, "")).routes;
}

const routes = routeManifest();

/** The files a route loads: its module and imports, and its parents'. */
function filesOf(id: string): string[] {
  const files = new Set<string>();
  for (let route = routes[id]; route; route = route.parentId ? routes[route.parentId] : undefined) {
    files.add(route.module);
    for (const file of route.imports ?? []) files.add(file);
  }
  return [...files];
}

const inPublicLayout = (id: string): boolean => {
  for (let route = routes[id]; route; route = route.parentId ? routes[route.parentId] : undefined) {
    if (route.id === "routes/site-layout") return true;
  }
  return false;
};

/** Every string of the editors' copy long enough to be unmistakable (short labels like "Vraag" are public too). */
function editorStrings(): string[] {
  const out: string[] = [];
  const walk = (value: unknown) => {
    if (typeof value === "string") {
      if (value.length >= 24) out.push(value);
    } else if (value && typeof value === "object") Object.values(value).forEach(walk);
  };
  walk([
    contentEditorCopy,
    siteContentEditorCopy,
    blogEditorCopy,
    websiteCopy,
    workwearEditorCopy,
    openingHoursPageCopy,
  ]);
  return out;
}

const read = (file: string) => readFileSync(path.join(clientDir, file), "utf8");

describe("the public pages' JavaScript", () => {
  const publicRoutes = Object.keys(routes).filter(inPublicLayout);

  it("finds the public pages and the editors' copy to look for", () => {
    expect(publicRoutes).toEqual(
      expect.arrayContaining(["routes/home", "routes/diensten", "routes/blog-post", "routes/reviews"]),
    );
    expect(editorStrings().length).toBeGreaterThan(40);
  });

  it("holds none of the editors' copy on any public page", () => {
    const strings = editorStrings();
    const found = publicRoutes.flatMap((id) =>
      filesOf(id).flatMap((file) => {
        const text = read(file);
        return strings
          .filter((s) => text.includes(JSON.stringify(s).slice(1, -1)))
          .map((s) => `${id} ${file}: ${s}`);
      }),
    );
    expect(found).toEqual([]);
  });

  it("loads no zod on the pages whose content the editors change", () => {
    const edited = [
      "routes/site-layout",
      "routes/home",
      "routes/diensten",
      "routes/particulieren",
      "service-kledingbedrukking",
      "routes/werkkleding",
      "routes/reviews",
      "routes/blog",
      "routes/blog-post",
      "routes/over-ons",
    ];
    const withZod = edited.filter((id) => filesOf(id).some((file) => read(file).includes("ZodError")));
    expect(withZod).toEqual([]);
  });
});
