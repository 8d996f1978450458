/**
 * Test leads: what an ad platform sends when its set-up is tested (Meta's Lead Ads Testing Tool, Google's
 * "Send test data"). They are kept, marked `isTest`, and stay out of everything that is about people: no
 * alert, escalation, digest, acknowledgement or counsellor's turn, no repeat of anyone, not in the dashboard.
 */

/** The WHERE of the leads that are people's (a lead from before the flag has none: it is a person's). */
export const NOT_A_TEST_LEAD = { $or: [{ isTest: false }, { isTest: { $null: true } }] };
