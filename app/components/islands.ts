// The page parts that load as islands (components/island.tsx); the server renders the same components
// directly (components/islands.server.ts).
export const islandLoaders = {
  contact: () => import("./contact-section").then((module) => module.ContactSection),
  partnership: () => import("./partnership-block").then((module) => module.PartnershipBlock),
};

export type IslandName = keyof typeof islandLoaders;
