import type { Permission, ProgramFamily } from '@huddle/schemas';
import { permissionsOf } from '@huddle/schemas';
import { describe, expect, it } from 'vitest';
import { statusCode } from './registration-status.ts';
import { participantRowActions, type RowActionsContext } from './row-actions.ts';

const everything: Permission[] = ['participants.view', 'participants.decide', 'participants.delete', 'participants.refund'];
const context = (family: ProgramFamily, permissions: readonly Permission[], requiresAcceptance = true): RowActionsContext => ({
  family,
  permissions,
  requiresAcceptance,
});
const allStatuses = Object.values(statusCode);

describe('participantRowActions (spec §2 row buttons, §4, §6)', () => {
  it('offers Approve and Deny for Pending and Submitted rows of acceptance programs to deciders', () => {
    for (const status of [statusCode.Pending, statusCode.Submitted]) {
      const actions = participantRowActions(status, context('nfl-programs', everything));
      expect([actions.approve, actions.deny]).toEqual([true, true]);
    }
  });

  it('offers no decision on other statuses, without participants.decide, or when the program does not require acceptance', () => {
    for (const status of allStatuses.filter((code) => code !== statusCode.Pending && code !== statusCode.Submitted)) {
      const actions = participantRowActions(status, context('nfl-programs', everything));
      expect(actions.approve || actions.deny).toBe(false);
    }
    const withoutDecide = participantRowActions(
      statusCode.Submitted,
      context('nfl-programs', ['participants.view', 'participants.delete']),
    );
    expect(withoutDecide.approve || withoutDecide.deny).toBe(false);
    const noAcceptance = participantRowActions(statusCode.Submitted, context('nfl-programs', everything, false));
    expect(noAcceptance.approve || noAcceptance.deny).toBe(false);
  });

  it('offers Refund on Paid rows only, and only with participants.refund', () => {
    for (const status of allStatuses) {
      expect(participantRowActions(status, context('coaches-academy', everything)).refund).toBe(status === statusCode.Paid);
    }
    expect(participantRowActions(statusCode.Paid, context('coaches-academy', ['participants.decide'])).refund).toBe(false);
  });

  it('offers Delete whenever the user holds participants.delete', () => {
    for (const status of allStatuses) {
      expect(participantRowActions(status, context('resume', ['participants.delete'])).delete).toBe(true);
      expect(participantRowActions(status, context('resume', ['participants.decide'])).delete).toBe(false);
    }
  });

  it('offers Out of Business on Approved rows of Legends directory programs to deciders only', () => {
    expect(participantRowActions(statusCode.Approved, context('legends-directory', everything)).outOfBusiness).toBe(true);
    for (const family of ['nfl-programs', 'football-ops', 'resume', 'coaches-academy'] as const) {
      expect(participantRowActions(statusCode.Approved, context(family, everything)).outOfBusiness).toBe(false);
    }
    for (const status of allStatuses.filter((code) => code !== statusCode.Approved)) {
      expect(participantRowActions(status, context('legends-directory', everything)).outOfBusiness).toBe(false);
    }
    expect(participantRowActions(statusCode.Approved, context('legends-directory', ['participants.delete'])).outOfBusiness).toBe(false);
  });

  it('shows the tick on Approved rows, whatever the permissions', () => {
    expect(participantRowActions(statusCode.Approved, context('nfl-programs', [], false)).approvedTick).toBe(true);
    expect(participantRowActions(statusCode.Rejected, context('nfl-programs', everything)).approvedTick).toBe(false);
  });

  it('follows the spec §6 roles: a Legends approver decides but cannot delete or refund; a club user only looks', () => {
    const approver = participantRowActions(statusCode.Submitted, context('legends-directory', permissionsOf(['legends-approver'])));
    expect(approver).toMatchObject({ approve: true, deny: true, delete: false, refund: false });
    const clubUser = participantRowActions(statusCode.Submitted, context('resume', permissionsOf(['club-user'])));
    expect(clubUser).toEqual({ approve: false, deny: false, refund: false, delete: false, outOfBusiness: false, approvedTick: false });
    const nflAdmin = participantRowActions(statusCode.Paid, context('nfl-programs', permissionsOf(['nfl-programs-admin'])));
    expect(nflAdmin).toMatchObject({ refund: true, delete: true });
  });
});
