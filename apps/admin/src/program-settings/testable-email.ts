import type { TestEmailRequest } from '@huddle/schemas';

/** The program emails a test message can be sent of (spec §3 '{field}_test_email'; TestEmailRequest messageType). */
export type TestableEmail = TestEmailRequest['messageType'];
