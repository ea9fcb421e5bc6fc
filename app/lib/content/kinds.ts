// The content kinds owners edit (issue 31): one entry per kind with its schema (each in its own module), its
// Dutch name and who may edit it. The store validates every save with the kind's schema, the editor pages ask
// canEditContent, and the hidden-XSS test iterates this registry. Singletons (one item per kind) use key "main".
// Pure: no server imports.
import type { z } from "../zod";
import type { StaffRole } from "../roles";
import { blogPostSchema } from "./blog-post";
import { workwearCatalogueSchema } from "./workwear-catalogue";
import { faqSchema } from "./faq";
import { pageTextsSchema } from "./page-texts";
import { priceListSchema } from "./price-list";

export type ContentKind = "blog-post" | "faq" | "price-list" | "page-texts" | "workwear-catalogue";

export const SINGLETON_KEY = "main";

export interface ContentKindDefinition<S extends z.ZodType = z.ZodType> {
  /** Dutch name, for the audit log and the editor pages. */
  label: string;
  schema: S;
  /** "staff": employees and admins; "admin": admins only. */
  editors: "staff" | "admin";
  /** One item (key "main") rather than a list of items. */
  singleton: boolean;
}

/** The registered kinds. A kind is added here together with its schema module (E: faq, price-list, page-texts; F: workwear-catalogue). */
export const contentKinds = {
  "blog-post": {
    label: "Blogartikel",
    schema: blogPostSchema,
    editors: "staff",
    singleton: false,
  },
  faq: { label: "Veelgestelde vragen", schema: faqSchema, editors: "staff", singleton: true },
  "price-list": { label: "Prijslijst", schema: priceListSchema, editors: "admin", singleton: true },
  "page-texts": { label: "Paginateksten", schema: pageTextsSchema, editors: "admin", singleton: true },
  "workwear-catalogue": {
    label: "Werkkleding",
    schema: workwearCatalogueSchema,
    editors: "admin",
    singleton: true,
  },
} satisfies Partial<Record<ContentKind, ContentKindDefinition>>;

export type RegisteredContentKind = keyof typeof contentKinds & ContentKind;

/** The data of a kind as its schema outputs it (unknown for a kind not registered yet). */
export type ContentData<K extends ContentKind> = K extends RegisteredContentKind
  ? z.output<(typeof contentKinds)[K]["schema"]>
  : unknown;

export function isContentKind(value: string): value is RegisteredContentKind {
  return Object.hasOwn(contentKinds, value);
}

/** The definition of a registered kind; throws for a kind whose module has not landed. */
export function contentKindDefinition(kind: ContentKind): ContentKindDefinition {
  if (!isContentKind(kind))
    throw new Error(`Content kind "${kind}" is not registered in app/lib/content/kinds.ts`);
  return (contentKinds as Record<string, ContentKindDefinition>)[kind]!;
}

export function registeredContentKinds(): RegisteredContentKind[] {
  return Object.keys(contentKinds) as RegisteredContentKind[];
}

/** Whether a staff member with this role may edit a kind (employees: blog and FAQ; admins: everything). */
export function canEditContent(role: StaffRole, kind: ContentKind): boolean {
  if (role === "admin") return true;
  return isContentKind(kind) && contentKindDefinition(kind).editors === "staff";
}

export type ContentStatus = "draft" | "scheduled" | "published";
export type ContentSaveAction = "draft" | "publish" | "schedule";
