import type { ProgramSettings } from '@huddle/schemas';
import { describe, expect, it } from 'vitest';
import { readProgramSettings } from '../programs/program-settings.ts';
import { plainTextOf } from './plain-text.ts';
import { renderProgramEmail } from './program-email.ts';
import { retryDelayMs } from './retry-delay.ts';

function program(overrides: Partial<ProgramSettings>): { eventName: string; settings: ProgramSettings } {
  return { eventName: 'Business Workshop', settings: { ...readProgramSettings({ settings_json: '{}' }), ...overrides } };
}

const REFERENCE = '7f3c2a9e-5b1d-4c8e-9a6f-0d2e4b6a8c10';
const link = `<a href="https://huddle.example.org/payment?registration=${REFERENCE}" rel="noopener noreferrer">Pay the program fee</a>`;

describe('renderProgramEmail', () => {
  it('puts the payment link in the confirmation email of a fee program without acceptance (spec §4)', () => {
    const email = renderProgramEmail(
      'submission',
      program({ requireProgramFee: true, programFee: 100, submissionConfirmatiomEmail: '<p>[PAYMENT LINK]</p><p>Thanks</p>' }),
      REFERENCE,
      'https://huddle.example.org/',
    );
    expect(email).toEqual({ subject: 'Business Workshop: application received', html: `<p>${link}</p><p>Thanks</p>` });
  });

  it('puts it in the approval email when acceptance is required, never in the confirmation or denial email', () => {
    const settings = {
      requireProgramFee: true,
      applicationsRequiresAccept: true,
      submissionConfirmatiomEmail: '<p>[PAYMENT LINK]Received</p>',
      acceptanceEmail: '<p>[PAYMENT LINK]</p><p>Welcome</p>',
      denyEmail: '<p>Sorry [PAYMENT LINK]</p>',
    };
    const url = 'https://huddle.example.org';
    expect(renderProgramEmail('acceptance', program(settings), REFERENCE, url)).toEqual({
      subject: 'Business Workshop: accepted',
      html: `<p>${link}</p><p>Welcome</p>`,
    });
    expect(renderProgramEmail('submission', program(settings), REFERENCE, url).html).toBe('<p>Received</p>');
    expect(renderProgramEmail('denial', program(settings), REFERENCE, url)).toEqual({
      subject: 'Business Workshop: update on your application',
      html: '<p>Sorry </p>',
    });
  });

  it('removes the marker when the program charges no fee, and sanitizes the template', () => {
    const email = renderProgramEmail(
      'acceptance',
      program({
        applicationsRequiresAccept: true,
        acceptanceEmail: '<p onclick="x()">[PAYMENT LINK]Hi<script>alert(1)</script> <a href="javascript:alert(1)">me</a></p>',
      }),
      REFERENCE,
      'http://localhost:3000',
    );
    expect(email.html).toBe('<p>Hi <a rel="noopener noreferrer">me</a></p>');
  });
});

describe('plainTextOf', () => {
  it('keeps paragraphs, list items and link addresses', () => {
    expect(plainTextOf(`<h2>Welcome</h2><p>Step one:</p><ol><li>Pay</li><li>Come</li></ol><p>${link}</p>`)).toBe(
      `Welcome\n\nStep one:\n\n 1. Pay\n 2. Come\n\nPay the program fee\n[https://huddle.example.org/payment?registration=${REFERENCE}]`,
    );
  });
});

describe('retryDelayMs', () => {
  it('doubles from one minute up to one hour', () => {
    expect([1, 2, 3, 7, 8, 20].map((attempts) => retryDelayMs(attempts))).toEqual([
      60_000, 120_000, 240_000, 3_600_000, 3_600_000, 3_600_000,
    ]);
  });
});
