import type { ParticipantListRow } from '../api/participants-list.ts';
import type { PaymentActionResult } from '../api/refunds.ts';
import { ApprovedTick } from './approved-tick.tsx';
import { participantName } from './participant-name.ts';
import { RefundButton } from './refund-button.tsx';
import type { ReviewAction } from './review-action.ts';
import { ReviewActionButton } from './review-action-button.tsx';
import { participantRowActions, type RowActionsContext } from './row-actions.ts';
import type { WorkingAction } from './use-review-action.ts';

/** What the actions cell needs besides its row. */
export interface RowActionsCellContext extends RowActionsContext {
  working: WorkingAction | null;
  onAction: (row: ParticipantListRow, action: ReviewAction) => void;
  /** After a refund: its answer, whose participant replaces the row. */
  onRefunded: (result: PaymentActionResult) => void;
}

/**
 * The row buttons of one participant (spec §2): the tick on Approved rows,
 * then Deny, Approve, Refund, Delete and Out of Business as participantRowActions
 * allows; every button but Refund asks for confirmation; the row's buttons are
 * disabled while one of its actions runs.
 */
export function RowActionsCell({ row, context }: { row: ParticipantListRow; context: RowActionsCellContext }) {
  const actions = participantRowActions(row.registrationStatus, context);
  const name = participantName(row);
  const busy = context.working?.personId === row.id;
  const button = (action: ReviewAction) => (
    <ReviewActionButton
      key={action}
      action={action}
      name={name}
      working={busy && context.working?.action === action}
      isDisabled={busy}
      onConfirm={() => context.onAction(row, action)}
    />
  );
  return (
    <div className="row-actions">
      {actions.approvedTick ? <ApprovedTick /> : null}
      {actions.deny ? button('deny') : null}
      {actions.approve ? button('approve') : null}
      {actions.refund ? <RefundButton registrationId={row.id} name={name} onRefunded={context.onRefunded} /> : null}
      {actions.delete ? button('delete') : null}
      {actions.outOfBusiness ? button('outOfBusiness') : null}
    </div>
  );
}
