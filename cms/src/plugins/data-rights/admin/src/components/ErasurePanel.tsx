import * as React from 'react';
import type { PanelComponent } from '@strapi/content-manager/strapi-admin';
import { REQUEST_KINDS } from '@codebridge/shared/data-requests.mjs';
import { RequestAction, REQUESTS, type RequestDocument } from './RequestAction';

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
  const answerPending =
    request.requestStatus === 'Done' &&
    request.contactType === 'E-mail' &&
    Boolean(request.contact) &&
    !request.answeredAt;
  if (request.requestStatus !== 'Verified' && !answerPending) return null;
  const done = (result: ErasureResult) => ({
    message: result.answerPending
      ? `${result.outcome}`
      : `${result.outcome.split('\n').find((line) => line.startsWith('Erased on')) ?? 'Done.'} The request is Done; its Outcome records it.`,
  });
  return {
    title: 'Erasure',
    content: answerPending ? (
      <RequestAction<ErasureResult>
        documentId={request.documentId ?? ''}
        action="erasure"
        description="The person's data is erased, but the e-mail telling them so did not go. Their address is kept until it does."
        label="Send the answer"
        failed="The answer was not sent: try again."
        done={done}
      />
    ) : (
      <RequestAction<ErasureResult>
        documentId={request.documentId ?? ''}
        action="erasure"
        description={`Deletes every lead of this person (by their ${request.contactType === 'Phone' ? 'phone number' : 'e-mail address'}), with CVs and history, and what waits on the site; asks the team to delete the alert e-mails about them; ${request.contactType === 'Phone' ? 'the call that verified it was the answer' : 'e-mails the person that it is done'}.`}
        label="Erase this person’s data"
        variant="danger"
        confirmation="Erase every lead, CV and waiting form of this person? This cannot be undone."
        failed="The erasure failed: try again."
        done={done}
      />
    ),
  };
};
