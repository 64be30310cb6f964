import type { FastifyReply, FastifyRequest, RouteOptions } from 'fastify';

/**
 * What a route that reads patient data declares (`config.auditRead`), so that the audit trail
 * writes one row per request naming what was read: the record of a route parameter or of a
 * query parameter, or every record of the page answered (`items[].id`, listed in the row's
 * `details.ids`). `'none'`: the route holds a patient-data permission but reads none (the
 * launcher's fixed list of applications); saying so is a decision, not an omission.
 * `action` and `targetType` are plain codes (`exam.read`, `exam`).
 */
export type ReadAudit =
  | {
      /** Dotted verb, e.g. `exam.read`, `worklist.read`. */
      action: string;
      /** What the ids name: `exam`, `email`, `audit-event`. */
      targetType: string;
      /**
       * `handler`: what is read is known only inside the handler (a live feed's physician,
       * checked after the upgrade): the handler writes the row with `recordRead`.
       */
      target: { param: string } | { query: string } | 'items' | 'handler';
      /**
       * For a `handler` target: the query parameter naming the record asked for, so that a
       * refusal or a failure (written by the trail, not the handler) still names it.
       */
      missQuery?: string;
    }
  | 'none';

/** The record a request that missed its caller's scope asked for (see `ScopeMiss`). */
export interface AuditMiss {
  reason: 'other-scope' | 'unknown';
}

/** The ids of a page answered: `{ items: [{ id }] }`; nothing for any other shape. */
function listedIds(payload: unknown): string[] | null {
  if (payload === null || typeof payload !== 'object' || !('items' in payload)) return null;
  const { items } = payload;
  if (!Array.isArray(items)) return null;
  return items.flatMap((item: unknown) => {
    if (item === null || typeof item !== 'object' || !('id' in item)) return [];
    const { id } = item;
    return typeof id === 'string' || typeof id === 'number' ? [String(id)] : [];
  });
}

function remember(
  request: FastifyRequest,
  _reply: FastifyReply,
  payload: unknown,
  done: () => void,
) {
  request.auditListed = listedIds(payload);
  done();
}

/**
 * Gives a route whose audit lists the page it answers a `preSerialization` hook that keeps the
 * ids of that page on the request: only those routes pay for it.
 */
export function collectListedIds(route: RouteOptions): void {
  const declared = route.config?.auditRead;
  if (declared === undefined || declared === 'none' || declared.target !== 'items') return;
  const existing = route.preSerialization;
  route.preSerialization =
    existing === undefined
      ? [remember]
      : [...(Array.isArray(existing) ? existing : [existing]), remember];
}

/** A request parameter as a string (route params and query values are strings or absent). */
export function stringParam(source: unknown, name: string): string | undefined {
  if (source === null || typeof source !== 'object' || !(name in source)) return undefined;
  const value = (source as Record<string, unknown>)[name];
  return typeof value === 'string' ? value : undefined;
}
