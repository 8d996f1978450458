import { expect, test } from '@jest/globals';
import {
  REQUEST_ANSWER_METHOD,
  REQUEST_CONTACT_TYPE,
  REQUEST_KINDS,
  REQUEST_STATUS,
  REQUEST_VERIFICATION,
} from '@codebridge/shared/data-requests.mjs';
import request from '../../../../api/data-request/content-types/data-request/schema.json';

// A schema cannot import: its enumerations repeat the facts the site and the CMS share, and this keeps them
// equal (a kind or status changed on one side only fails here).
test('the data request schema’s enumerations are the shared facts', () => {
  const { kind, requestStatus, contactType, verification, answerMethod } = request.attributes;
  expect(kind.enum).toEqual(Object.values(REQUEST_KINDS));
  expect(requestStatus.enum).toEqual(Object.values(REQUEST_STATUS));
  expect(requestStatus.default).toBe(REQUEST_STATUS.unverified);
  expect(contactType.enum).toEqual(Object.values(REQUEST_CONTACT_TYPE));
  expect(verification.enum).toEqual(Object.values(REQUEST_VERIFICATION));
  expect(answerMethod.enum).toEqual(Object.values(REQUEST_ANSWER_METHOD));
});
