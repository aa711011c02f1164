import { describe, expect, it } from 'vitest';
import type { Permission } from '@huddle/schemas';
import { statusCode } from './registration-status.ts';
import { participantRowActions } from './row-actions.ts';

const decider = { requiresAcceptance: true, permissions: ['menu.nflPrograms', 'participants.decide'] satisfies Permission[] };

describe('participantRowActions', () => {
  it('offers Approve and Deny for Pending and Submitted when the program requires acceptance and the user decides', () => {
    for (const status of [statusCode.Pending, statusCode.Submitted]) {
      expect(participantRowActions(status, decider)).toEqual({ approve: true, deny: true, approvedTick: false });
    }
  });

  it('offers no decision for other statuses', () => {
    for (const status of [
      statusCode.Approved,
      statusCode.Rejected,
      statusCode.Paid,
      statusCode.Refunded,
      statusCode.Comped,
      statusCode.Unpaid,
      statusCode.OutofBusiness,
    ]) {
      const actions = participantRowActions(status, decider);
      expect(actions.approve).toBe(false);
      expect(actions.deny).toBe(false);
    }
  });

  it('offers no decision without the participants.decide permission', () => {
    const actions = participantRowActions(statusCode.Submitted, { requiresAcceptance: true, permissions: ['menu.nflPrograms'] });
    expect(actions).toEqual({ approve: false, deny: false, approvedTick: false });
  });

  it('offers no decision when the program does not require acceptance', () => {
    const actions = participantRowActions(statusCode.Submitted, { ...decider, requiresAcceptance: false });
    expect(actions.approve || actions.deny).toBe(false);
  });

  it('shows the tick on Approved rows, whatever the permissions', () => {
    expect(participantRowActions(statusCode.Approved, { requiresAcceptance: false, permissions: [] }).approvedTick).toBe(true);
    expect(participantRowActions(statusCode.Rejected, decider).approvedTick).toBe(false);
  });
});
