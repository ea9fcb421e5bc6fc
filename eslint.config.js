import js from "@eslint/js";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import importX from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

// The layers (docs/architecture.md, "Boundaries"): pure code (lib, content) never reaches I/O or the UI; server
// code never reaches the UI or browser code; browser code never reaches components or routes.
const UI = ["app/components", "app/hooks", "app/routes", "app/routes.ts", "app/root.tsx", "app/browser"];
const layerZones = [
  ...["app/lib", "app/content"].map((target) => ({
    target,
    from: ["app/server", "server", ...UI],
    message: "lib and content are pure: no server, UI or browser code (docs/architecture.md).",
  })),
  {
    target: "app/server",
    from: UI.filter((layer) => layer !== "app/browser"),
    message: "Server code never imports components, hooks or routes: return data, let the route render it.",
  },
  {
    target: "app/server",
    from: "app/browser",
    // The boot script is browser code the server inlines into every page as text.
    except: ["./boot.ts", "./visit-beacon.ts"],
    message: "Server code never imports browser code (docs/architecture.md).",
  },
  {
    target: "app/browser",
    from: ["app/components", "app/routes", "app/routes.ts", "app/server"],
    message: "Browser code does not import components, routes or server code.",
  },
];

// The domains own their tables and rules and do not import each other sideways: a step that crosses domains
// (quote accepted, payment received, order moved, refund) is a workflow in app/server/workflows, above them
// (docs/architecture.md, "Domains and workflows"). A domain may read another through its named public module:
// the quote row is the order (read and locked through quotes/store), payments/store says what is paid, and
// orders/progress says how far an order is, as its customer reads it, and proofs/store where its proof is. The imports
// listed in REMAINING_SIDEWAYS remain from before the workflows layer: each is named so that no new one slips in.
const DOMAINS = [
  "quotes",
  "payments",
  "invoices",
  "orders",
  "proofs",
  "leads",
  "reviews",
  "appointments",
  "content",
];
const PUBLIC_MODULES = {
  quotes: ["store.server.ts", "links.server.ts"],
  payments: ["store.server.ts"],
  orders: ["progress.server.ts"],
  proofs: ["store.server.ts"],
};
const REMAINING_SIDEWAYS = {
  leads: { reviews: ["invitations.server.ts"], appointments: ["links.server.ts", "slot-rules.server.ts"] },
  reviews: { leads: ["inbox.server.ts", "registry.server.ts"] },
  appointments: { leads: ["appointment.server.ts", "links.server.ts"] },
};
const domainZones = [
  ...DOMAINS.flatMap((domain) =>
    DOMAINS.filter((other) => other !== domain).map((other) => ({
      target: `app/server/${domain}`,
      from: `app/server/${other}`,
      except: [...(PUBLIC_MODULES[other] ?? []), ...(REMAINING_SIDEWAYS[domain]?.[other] ?? [])].map(
        (file) => `./${file}`,
      ),
      message: `app/server/${domain} does not import app/server/${other}: a step that crosses domains is a workflow (app/server/workflows).`,
    })),
  ),
  {
    target: DOMAINS.map((domain) => `app/server/${domain}`),
    from: "app/server/workflows",
    message: "Workflows call the domains, never the other way round.",
  },
];

// Domain code returns results; the route (or the HTTP layer: app/server/http, staff, auth) turns them into
// redirect/data. These route adapters inside domains remain from before that rule and move out with their step.
const REMAINING_ROUTE_ADAPTERS = [
  "app/server/analytics/beacon.server.ts",
  "app/server/content/editor-actions.server.ts",
  "app/server/content/singleton-editor.server.ts",
  "app/server/leads/http.server.ts",
  "app/server/reviews/staff-page.server.ts",
];

export default tseslint.config(
  {
    ignores: [
      "build/",
      "build-*/",
      ".react-router/",
      "data/",
      "drizzle/",
      "test-results/",
      "playwright-report/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": "error",
    },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    // Tests may look across layers (a lib test checks the route table); the code they test may not.
    ignores: ["**/*.test.{ts,tsx}"],
    plugins: { "import-x": importX },
    settings: { "import-x/resolver-next": [createTypeScriptImportResolver({ project: "tsconfig.json" })] },
    rules: { "import-x/no-restricted-paths": ["error", { zones: [...layerZones, ...domainZones] }] },
  },
  {
    files: [`app/server/{${[...DOMAINS, "analytics", "avg", "calendar", "workwear"].join(",")}}/**/*.ts`],
    ignores: ["**/*.test.ts", ...REMAINING_ROUTE_ADAPTERS],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "react-router",
              allowTypeImports: true,
              message: "Domain code returns results; the route turns them into redirect/data.",
            },
          ],
        },
      ],
    },
  },
);
