import * as React from 'react';
import type { PanelComponent } from '@strapi/content-manager/strapi-admin';
import {
  REQUEST_ANSWER_METHOD,
  REQUEST_CONTACT_TYPE,
  REQUEST_KINDS,
  REQUEST_STATUS,
} from '@codebridge/shared/data-requests.mjs';
import { indiaStamp, RequestAction, REQUESTS, type RequestDocument } from './RequestAction';

interface AccessAnswer {
  method: 'E-mail' | 'Call';
  summary: string;
  outcome: string | null;
}

/**
 * A side panel on a verified access request: one button that gathers everything held on the person (every
 * lead found by their contact, as erasure finds them, with its history, and their requests) through the
 * access route (POST /data-rights/requests/:documentId/access), and e-mails it to the verified address, or,
 * for a phone request, shows it here to read out on a call and marks the request for one.
 */
export const AccessPanel: PanelComponent = ({ model, document }) => {
  const request = document as RequestDocument | undefined;
  if (model !== REQUESTS || request?.kind !== REQUEST_KINDS.access) return null;
  const answered = request.requestStatus === REQUEST_STATUS.done && request.answeredAt;
  if (request.requestStatus !== REQUEST_STATUS.verified && !answered) return null;
  const byPhone = request.contactType === REQUEST_CONTACT_TYPE.phone;
  const recorded = answered
    ? `Answered ${request.answerMethod === REQUEST_ANSWER_METHOD.call ? 'by a call' : 'by e-mail to the verified address'} on ${indiaStamp(request.answeredAt)}. Its Outcome says what was sent.`
    : undefined;
  return {
    title: 'Access',
    content: (
      <RequestAction<AccessAnswer>
        documentId={request.documentId ?? ''}
        action="access"
        description={
          byPhone
            ? 'Gathers every lead of this person (by their phone number, however it was written), each with its history, and their requests, and shows it here to read out on a call. The request is marked to be answered by a call.'
            : 'Gathers every lead of this person (by their e-mail address, in any letter case), each with its history, and their requests, and e-mails it to the verified address as a summary they can read. Their resume is named, not attached.'
        }
        label={byPhone ? 'Answer by a call' : 'Send what we hold'}
        recorded={recorded}
        failed="Nothing was sent: try again."
        done={(answer) =>
          answer.method === 'Call'
            ? {
                message:
                  'Marked for a call. Call the person, tell them what this says, then set the status to Done and save.',
                summary: answer.summary,
              }
            : { message: 'Sent to the verified address. The request is Done.' }
        }
      />
    ),
  };
};
