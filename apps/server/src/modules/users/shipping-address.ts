import {
  FIELD_MESSAGES,
  isValidZip,
  shippingAddressOutcome,
  US_STATES,
  type shippingAddressAnswer,
  type shippingAddressInput,
} from '@sagitta/domain';
import type { z } from 'zod';
import type { SessionCache } from '../../platform/auth/sessions';
import type { Database } from '../../platform/db/database';
import { Forbidden, Invalid, NotFound } from '../../platform/errors/errors';
import {
  requireAccountHolder,
  requireSelfOr,
  type RequestContext,
} from '../../platform/request-context';
import {
  deleteShippingAddress,
  findShippingAddress,
  findUserById,
  saveShippingAddress,
  type ShippingAddressRow,
} from './repo';

type ShippingAddressAnswer = z.infer<typeof shippingAddressAnswer>;

export const SHIPPING_ADDRESS_MESSAGES = {
  salesRepresentative: 'Sales representatives have no rod shipping address',
  notPhysician: 'Only physicians have a rod shipping address',
} as const;

function toAnswer(row: ShippingAddressRow | null): ShippingAddressAnswer {
  if (row === null) return { address: null };
  const { id, street, city, state, zip, country } = row;
  return { address: { addressId: id, street, city, state, zip, country } };
}

/**
 * A user's rod shipping address: one's own, or anyone's for those allowed to read users.
 * @throws Forbidden for another user's address without `users:read`
 * @throws NotFound when the account does not exist
 */
export async function readShippingAddress(
  db: Database,
  context: RequestContext,
  userId: string,
): Promise<ShippingAddressAnswer> {
  requireSelfOr(context, userId, 'users:read');
  if (userId !== context.actorUserId && (await findUserById(db, userId)) === null) {
    throw new NotFound('User not found');
  }
  return toAnswer(await findShippingAddress(db, userId));
}

/** The US state and ZIP of a complete address (seed §5 field rules). */
function checkFields(address: { state: string; zip: string }): { state: string } {
  const state = address.state.toUpperCase();
  const problems = [
    ...(Object.hasOwn(US_STATES, state)
      ? []
      : [{ field: 'body.state', message: FIELD_MESSAGES.state }]),
    ...(isValidZip(address.zip) ? [] : [{ field: 'body.zip', message: FIELD_MESSAGES.zip }]),
  ];
  const [first] = problems;
  if (first !== undefined) throw new Invalid(first.message, problems);
  return { state };
}

/**
 * Saves the account holder's rod shipping address with the seed §5 rule: every field but the
 * country empty removes it, partly filled is refused naming what is missing, complete is saved.
 * Only physicians have one (the route table gives the page to them alone).
 * @throws Forbidden for someone else's account, a sales representative or another role
 * @throws Invalid when partly filled, or the state or ZIP is not valid
 */
export async function updateShippingAddress(
  db: Database,
  accounts: SessionCache,
  context: RequestContext,
  userId: string,
  input: z.output<typeof shippingAddressInput>,
): Promise<ShippingAddressAnswer> {
  requireAccountHolder(context, userId);
  if (context.roles.includes('SALES_REPRESENTATIVE')) {
    throw new Forbidden(SHIPPING_ADDRESS_MESSAGES.salesRepresentative);
  }
  if (!context.roles.includes('PHYSICIAN')) {
    throw new Forbidden(SHIPPING_ADDRESS_MESSAGES.notPhysician);
  }
  const outcome = shippingAddressOutcome(input, { salesRepresentative: false });
  if (outcome.kind === 'incomplete') {
    throw new Invalid(
      outcome.message,
      outcome.missing.map((field) => ({ field: `body.${field}`, message: 'is required' })),
    );
  }
  const address =
    outcome.kind === 'save' ? { ...outcome.address, ...checkFields(outcome.address) } : null;
  const saved = await db.transaction(async (tx) => {
    const row =
      address === null
        ? null
        : await saveShippingAddress(tx, userId, { ...address, updatedAt: context.now });
    if (address === null) await deleteShippingAddress(tx, userId);
    await context.audit(tx, {
      action: 'user.shipping-address.update',
      targetType: 'user',
      targetId: userId,
      outcome: 'success',
      details: { removed: row === null },
    });
    return row;
  });
  accounts.forgetUser(userId);
  return toAnswer(saved);
}
