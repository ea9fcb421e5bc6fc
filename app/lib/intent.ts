// A staff or account form says what it does with a hidden `intent` field. A route declares its intents, each
// with the zod schema of its fields and a handler; `runIntent` picks the intent, validates the fields and gives
// one result every page reads the same way: `{ intent, notice?, formError?, fieldErrors?, values? }` with the
// HTTP status to answer with. Field errors are keyed by the intent's own schema, so a page reads
// `result.fieldErrors?.body` only after checking `result.intent === "note"` (or through `resultFor`).
// Pure, so a unit test covers it without a request; `server/http/intent.server.ts` adds the body and `data()`.
import type { z } from "zod";
import { fieldErrors as firstErrorPerField } from "./form-constraints";

/** A posted form as `readForm` and `readUpload` give it: plain strings. */
export type IntentFields = Record<string, string>;

// The schemas are objects: their keys are the form's field names.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any shape; the keys are read via FieldOf
type AnySchema = z.ZodObject<any>;

/** The field names of an intent's schema. */
export type FieldOf<S extends AnySchema> = Extract<keyof S["shape"], string>;

/** What a handler answers (or it throws a redirect or a `data(..., { status: 404 })` as a loader would). */
export interface IntentReply<F extends string = string> {
  /** 200 when left out; 404 gone, 409 conflict, 503 storage down. */
  status?: number;
  notice?: string;
  formError?: string;
  fieldErrors?: Partial<Record<F, string>>;
}

export interface IntentDefinition<S extends AnySchema, R> {
  schema: S;
  handle: (values: z.output<S>) => R | Promise<R>;
}

/** One intent: its fields' schema and what to do with valid values. */
export function intent<S extends AnySchema, R extends IntentReply<FieldOf<S>>>(
  schema: S,
  handle: (values: z.output<S>) => R | Promise<R>,
): IntentDefinition<S, R> {
  return { schema, handle };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each entry keeps its own schema and reply
export type IntentMap = Record<string, IntentDefinition<any, any>>;

/** The common keys, typed by the intent's fields; `values` are the submitted strings of a refused form. */
interface Outcome<K extends string, F extends string> {
  intent: K;
  notice?: string;
  formError?: string;
  fieldErrors?: Partial<Record<F, string>>;
  values?: Partial<Record<F, string>>;
}

/** A handler's extra keys (a portfolio answer's `target`, say) stay; its status goes to the response. */
type Extras<R> = R extends unknown ? Omit<R, keyof IntentReply> : never;

/** A missing or unknown intent: no fields to speak of, one message for the top of the page. */
export interface UnknownIntent {
  intent: null;
  notice?: undefined;
  formError: string;
  fieldErrors?: undefined;
  values?: undefined;
}

export type IntentResult<M extends IntentMap> =
  | {
      [K in Extract<keyof M, string>]: M[K] extends IntentDefinition<infer S, infer R>
        ? // A handler that only redirects returns never; its refused fields still come back.
          [R] extends [never]
          ? Outcome<K, FieldOf<S>>
          : Outcome<K, FieldOf<S>> & Extras<R>
        : never;
    }[Extract<keyof M, string>]
  | UnknownIntent;

export interface IntentAnswer<M extends IntentMap> {
  status: number;
  result: IntentResult<M>;
}

/**
 * Picks the posted intent, validates its fields and runs its handler. A missing or unknown intent (a
 * `__proto__` too) and fields the schema refuses are a 400 with Dutch messages, never an exception.
 */
export async function runIntent<M extends IntentMap>(
  fields: IntentFields,
  intents: M,
  { unknown }: { unknown: string },
): Promise<IntentAnswer<M>> {
  const name = fields.intent;
  if (typeof name !== "string" || !Object.hasOwn(intents, name)) {
    const result: UnknownIntent = { intent: null, formError: unknown };
    return { status: 400, result };
  }
  const definition = intents[name] as IntentDefinition<AnySchema, IntentReply>;
  const parsed = definition.schema.safeParse(fields);
  // A refused form comes back with what was sent, to refill it and to know which row's form it was.
  const values = () => {
    const sent: Record<string, string> = {};
    for (const key of Object.keys(definition.schema.shape)) {
      if (Object.hasOwn(fields, key)) sent[key] = fields[key]!;
    }
    return sent;
  };
  if (!parsed.success) {
    const result = { intent: name, fieldErrors: firstErrorPerField(parsed.error), values: values() };
    return { status: 400, result: result as IntentResult<M> };
  }
  const { status = 200, ...reply } = await definition.handle(parsed.data);
  const result = reply.fieldErrors
    ? { ...reply, intent: name, values: values() }
    : { ...reply, intent: name };
  return { status, result: result as IntentResult<M> };
}

/** The result when it belongs to this intent (its field errors then typed by that intent's fields). */
export function resultFor<R extends { intent: string | null }, K extends NonNullable<R["intent"]>>(
  result: R | undefined,
  name: K,
): Extract<R, { intent: K }> | undefined {
  return result?.intent === name ? (result as Extract<R, { intent: K }>) : undefined;
}
