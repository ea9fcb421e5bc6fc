// Meta tags built in a loader (title, canonical, Open Graph, JSON-LD) without sending them twice: for a
// document request the tags are already in the page's <head>, so the loader data carries only a key into the
// request's registry (like server markup, components/server-markup.tsx) and the browser reads the tags back
// from the document when it hydrates. A client-side navigation (a `.data` request) gets the tags themselves.
import { use } from "react";
import type { MetaDescriptor } from "react-router";
import { ServerMarkupRegistryContext } from "./server-markup";

export type LoaderMeta = MetaDescriptor[] | { metaKey: string };

const fromDocument = new WeakMap<object, MetaDescriptor[]>();

/** What a route's `meta` returns for the `LoaderMeta` its loader built. Called while <Meta> renders. */
export function loaderMeta(meta: LoaderMeta | undefined): MetaDescriptor[] {
  if (!meta) return [];
  if (Array.isArray(meta)) return meta;
  // On the server <Meta> renders inside the registry's provider (entry.server); `use` may be called anywhere
  // during a render, also from the meta function <Meta> calls.
  // eslint-disable-next-line react-hooks/rules-of-hooks -- `use` is not bound by the rules of hooks
  const registry = use(ServerMarkupRegistryContext);
  if (registry) return JSON.parse(registry.get(meta.metaKey) ?? "[]") as MetaDescriptor[];
  let descriptors = fromDocument.get(meta);
  if (!descriptors) {
    descriptors = readDocumentMeta(document.head);
    fromDocument.set(meta, descriptors);
  }
  return descriptors;
}

/** The tags the layout itself renders, not the route's meta. */
const LAYOUT_META = new Set(["viewport", "theme-color"]);

/**
 * The route's tags as <Meta> rendered them, in document order: the same descriptors, so hydration claims the
 * server's elements and a later navigation replaces them.
 */
export function readDocumentMeta(head: HTMLHeadElement): MetaDescriptor[] {
  const descriptors: MetaDescriptor[] = [];
  for (const element of Array.from(head.children)) {
    const tag = element.tagName.toLowerCase();
    const attributes = Object.fromEntries(Array.from(element.attributes, (a) => [a.name, a.value]));
    if (tag === "title") descriptors.push({ title: element.textContent ?? "" });
    else if (
      tag === "meta" &&
      (attributes.property || (attributes.name && !LAYOUT_META.has(attributes.name)))
    )
      descriptors.push(attributes);
    else if (tag === "link" && attributes.rel === "canonical")
      descriptors.push({ tagName: "link", ...attributes });
    else if (tag === "script" && attributes.type === "application/ld+json")
      descriptors.push({ "script:ld+json": JSON.parse(element.textContent ?? "null") as never });
  }
  return descriptors;
}
