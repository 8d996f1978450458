/** What a lead form says when the site does not take a submission: polite, and with another way to reach us. */
import { RESUME_MAX_BYTES } from '@/lib/constants';
import { site } from '@/lib/site';
import type { Refusal } from './protocol';

const callUs = `call us on ${site.phone.display}`;

export const refusalMessages: Record<Refusal, string> = {
  'too-many': `You have sent several forms in the last minute. Please wait a minute and send it again, or ${callUs}. Nothing you typed was lost.`,
  busy: `We are receiving an unusual number of forms right now. Please try again in a few minutes, or ${callUs}. Nothing you typed was lost.`,
  refused: `We could not accept this form as it was sent. Please check it and send it again, or ${callUs}. Nothing you typed was lost.`,
  'too-slow': `The form took too long to reach us over your connection. Please send it again when your connection is steadier, or ${callUs}. Nothing you typed was lost.`,
  'too-large': `The form is larger than we can receive. Please attach a smaller resume (at most ${RESUME_MAX_BYTES / (1024 * 1024)} MB) and send it again. Nothing you typed was lost.`,
};
