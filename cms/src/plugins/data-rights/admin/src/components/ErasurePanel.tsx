import * as React from 'react';
import type { PanelComponent } from '@strapi/content-manager/strapi-admin';
import { REQUEST_CONTACT_TYPE, REQUEST_KINDS, REQUEST_STATUS } from '@codebridge/shared/data-requests.mjs';
import { indiaStamp, RequestAction, REQUESTS, type RequestDocument } from './RequestAction';

interface ErasureResult {
  outcome: string;
  answerPending: boolean;
}

/**
 * A side panel on a verified erasure request: one button that erases the person's data everywhere (their
 * leads, CVs and history in the CMS, what waits in the site's outbox) through the erasure route (POST
 * /data-rights/requests/:documentId/erasure), asks the team to delete the alert e-mails about them, answers
 * the person, and keeps the request as the record. When the answer's e-mail did not go, the same button
 * sends it.
 */
export const ErasurePanel: PanelComponent = ({ model, document }) => {
  const request = document as RequestDocument | undefined;
  if (model !== REQUESTS || request?.kind !== REQUEST_KINDS.erasure) return null;
  const erased = request.requestStatus === REQUEST_STATUS.done && Boolean(request.erasedAt);
  const answerPending =
    erased &&
    request.contactType === REQUEST_CONTACT_TYPE.email &&
    Boolean(request.contact) &&
    !request.answeredAt;
  if (request.requestStatus !== REQUEST_STATUS.verified && !erased) return null;
  const done = (result: ErasureResult) => ({
    message: result.answerPending
      ? 'Erased, but the e-mail telling the person did not go: see Outcome, and send it again.'
      : `${result.outcome.split('\n').find((line) => line.startsWith('Erased on')) ?? 'Erased.'} The request is Done.`,
  });
  const byPhone = request.contactType === REQUEST_CONTACT_TYPE.phone;
  return {
    title: 'Erasure',
    content: (
      <RequestAction<ErasureResult>
        documentId={request.documentId ?? ''}
        action="erasure"
        description={
          answerPending
            ? 'The person’s data is erased, but the e-mail telling them so did not go. Their address is kept until it does.'
            : `Deletes every lead of this person (by their ${byPhone ? 'phone number, however it was written' : 'e-mail address, in any letter case'}), with CVs and history, and what waits on the site; asks the team to delete the alert e-mails about them; ${byPhone ? 'the call that verified it is the answer' : 'e-mails the person that it is done'}.`
        }
        label={answerPending ? 'Send the answer' : 'Erase this person’s data'}
        variant={answerPending ? 'default' : 'danger'}
        confirmation={
          answerPending
            ? undefined
            : 'Erase every lead, CV and waiting form of this person? This cannot be undone.'
        }
        failed={answerPending ? 'The answer was not sent: try again.' : 'The erasure failed: try again.'}
        done={done}
        recorded={
          erased && !answerPending
            ? `Erased on ${indiaStamp(request.erasedAt)}. Its Outcome is the record: what was erased, who was told, the answer.`
            : undefined
        }
      />
    ),
  };
};
