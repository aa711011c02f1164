import { describe, expect, it } from 'vitest';
import {
  offersPaymentLink,
  paymentLinkEmailOf,
  placePaymentLink,
  settlePaymentLinkMarkers,
  tickPaymentLink,
  withPaymentLinkMarker,
} from './payment-link.ts';
import { sampleSettings } from './test-support/index.ts';

describe('payment link placement (spec §4)', () => {
  it('offers the link in the approval email when approval and fee are required, in the confirmation email for a fee alone, nowhere without a fee', () => {
    expect(paymentLinkEmailOf({ requireProgramFee: true, applicationsRequiresAccept: true })).toBe('acceptanceEmail');
    expect(paymentLinkEmailOf({ requireProgramFee: true, applicationsRequiresAccept: false })).toBe('submissionConfirmatiomEmail');
    expect(paymentLinkEmailOf({ requireProgramFee: false, applicationsRequiresAccept: true })).toBeNull();
    expect(paymentLinkEmailOf({ requireProgramFee: false, applicationsRequiresAccept: false })).toBeNull();
    expect(offersPaymentLink({ requireProgramFee: true, applicationsRequiresAccept: true }, 'submissionConfirmatiomEmail')).toBe(false);
  });

  it('moves the link to the approval email when a fee becomes required with approval, clearing the confirmation email', () => {
    const before = sampleSettings({
      applicationsRequiresAccept: true,
      submissionConfirmatiomEmail: '<p>[PAYMENT LINK]</p><p>Thanks</p>',
      submissionConfirmatiomEmail_embed_pay_link: true,
    });
    const next = placePaymentLink(before, { ...before, requireProgramFee: true });
    expect(next.acceptanceEmail_embed_pay_link).toBe(true);
    expect(next.acceptanceEmail).toBe('<p>[PAYMENT LINK]</p><p>You are in.</p>');
    expect(next.embedProgramFeeLinkApproval).toBe(true);
    expect(next.submissionConfirmatiomEmail_embed_pay_link).toBe(false);
    expect(next.submissionConfirmatiomEmail).toBe('<p>Thanks</p>');
    expect(next.embedProgramFeeLinkConfirmation).toBe(false);
  });

  it('puts the link in the confirmation email for a fee without approval, and clears both when the fee is dropped', () => {
    const before = sampleSettings({ applicationsRequiresAccept: false });
    const withFee = placePaymentLink(before, { ...before, requireProgramFee: true });
    expect(withFee.submissionConfirmatiomEmail).toBe('<p>[PAYMENT LINK]</p><p>Thank you for applying.</p>');
    expect(withFee.submissionConfirmatiomEmail_embed_pay_link).toBe(true);
    expect(withFee.acceptanceEmail_embed_pay_link).toBe(false);
    const noFee = placePaymentLink(withFee, { ...withFee, requireProgramFee: false });
    expect(noFee.submissionConfirmatiomEmail).toBe('<p>Thank you for applying.</p>');
    expect(noFee.submissionConfirmatiomEmail_embed_pay_link).toBe(false);
    expect(noFee.embedProgramFeeLinkConfirmation).toBe(false);
  });

  it('keeps the staff member’s tick when the placement does not change', () => {
    const before = sampleSettings({ requireProgramFee: true, acceptanceEmail_embed_pay_link: false });
    const next = placePaymentLink(before, { ...before, programFee: 20 });
    expect(next.acceptanceEmail_embed_pay_link).toBe(false);
    expect(next.acceptanceEmail).toBe('<p>You are in.</p>');
  });
});

describe("'Include Payment Link' tick (spec §4)", () => {
  const feeWithApproval = sampleSettings({ requireProgramFee: true, programFee: 50, applicationsRequiresAccept: true });

  it('prepends [PAYMENT LINK] when ticked and removes it when unticked', () => {
    const ticked = tickPaymentLink(feeWithApproval, 'acceptanceEmail', true);
    expect(ticked.acceptanceEmail).toBe('<p>[PAYMENT LINK]</p><p>You are in.</p>');
    expect(ticked.acceptanceEmail_embed_pay_link).toBe(true);
    const unticked = tickPaymentLink(ticked, 'acceptanceEmail', false);
    expect(unticked.acceptanceEmail).toBe('<p>You are in.</p>');
    expect(unticked.acceptanceEmail_embed_pay_link).toBe(false);
  });

  it('does not prepend a second marker', () => {
    const once = tickPaymentLink(feeWithApproval, 'acceptanceEmail', true);
    expect(tickPaymentLink(once, 'acceptanceEmail', true).acceptanceEmail).toBe(once.acceptanceEmail);
  });

  it('ignores a tick where the link is not offered, and a tick unticks the other email (the two links exclude each other)', () => {
    expect(tickPaymentLink(feeWithApproval, 'submissionConfirmatiomEmail', true)).toBe(feeWithApproval);
    const stale = {
      ...feeWithApproval,
      submissionConfirmatiomEmail_embed_pay_link: true,
      submissionConfirmatiomEmail: '<p>[PAYMENT LINK]</p><p>Hi</p>',
    };
    const next = tickPaymentLink(stale, 'acceptanceEmail', true);
    expect(next.submissionConfirmatiomEmail_embed_pay_link).toBe(false);
    expect(next.submissionConfirmatiomEmail).toBe('<p>Hi</p>');
  });

  it('removes the marker paragraph as the editor writes it, and a marker inside other text', () => {
    expect(withPaymentLinkMarker('<p dir="ltr"><span style="white-space: pre-wrap;">[PAYMENT LINK]</span></p><p>Pay soon</p>', false)).toBe(
      '<p>Pay soon</p>',
    );
    expect(withPaymentLinkMarker('<p>Pay here: [PAYMENT LINK] today</p>', false)).toBe('<p>Pay here:  today</p>');
    expect(withPaymentLinkMarker('', true)).toBe('<p>[PAYMENT LINK]</p>');
  });
});

describe('settlePaymentLinkMarkers (spec §4 on save)', () => {
  it('keeps a flag only where the link is offered and makes each marker follow its flag', () => {
    const settled = settlePaymentLinkMarkers(
      sampleSettings({
        requireProgramFee: true,
        programFee: 10,
        applicationsRequiresAccept: true,
        acceptanceEmail_embed_pay_link: true,
        acceptanceEmail: '<p>You are in.</p>',
        submissionConfirmatiomEmail_embed_pay_link: true,
        submissionConfirmatiomEmail: '<p>[PAYMENT LINK]</p><p>Thanks</p><p>Pay [PAYMENT LINK]</p>',
      }),
    );
    expect(settled.acceptanceEmail).toBe('<p>[PAYMENT LINK]</p><p>You are in.</p>');
    expect(settled.submissionConfirmatiomEmail_embed_pay_link).toBe(false);
    expect(settled.submissionConfirmatiomEmail).toBe('<p>Thanks</p><p>Pay </p>');
  });
});
