// Domain events: what happened in an area, with a typed payload. Each area declares its events ONCE here
// (`events/<area>.ts`); the server emits them in the write's transaction (apps/server/src/platform/events/emit.ts)
// and the areas' subscribers react (notifications, jobs; webhooks next). `events/index.ts` lists every event: the
// catalog a webhook subscription and the API reference read.
import type { z } from 'zod';
import type { TSystemLogAction, TSystemLogEntityType } from '../enums';

export type TEventDefinition<TType extends string = string, TSchema extends z.ZodType = z.ZodType> = {
  /** `<area>.<what-happened>`, past tense or a state reached: 'incidents.reported', 'attendance.no-show'. */
  readonly type: TType;
  /** The entity the event is about: live updates stream it as a change to this entity type. */
  readonly entityType: TSystemLogEntityType;
  readonly action: TSystemLogAction;
  /** The payload: facts, not words (ids, numbers, ISO dates); a subscriber writes the words in its reader's language. */
  readonly schema: TSchema;
  /** One sentence, English: what happened (the webhook catalog and the API reference show it). */
  readonly description: string;
};

/** Declares an event (an identity function that keeps the literal type and the payload schema's type). */
export const defineEvent = <const TType extends string, TSchema extends z.ZodType>(
  event: TEventDefinition<TType, TSchema>,
): TEventDefinition<TType, TSchema> => event;

/** The payload a subscriber receives (after the schema has parsed it). */
export type TEventPayload<E extends TEventDefinition> = z.output<E['schema']>;
/** What the emitter passes (before parsing: defaults may be left out). */
export type TEventInput<E extends TEventDefinition> = z.input<E['schema']>;

/** Event type names: an area name, a dot, words joined by '-'. */
export const EVENT_TYPE_PATTERN = /^[a-z][a-z-]*\.[a-z][a-z-]*$/;
