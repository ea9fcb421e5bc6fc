// Server side of the islands (components/island.tsx): the components themselves, so a document has them in place.
import type { IslandComponents } from "~/components/island";
import { ContactSection } from "~/components/contact-section";
import { PartnershipBlock } from "~/components/partnership-block";

export const islandComponents: IslandComponents = {
  contact: ContactSection,
  partnership: PartnershipBlock,
};
