import { expect, test } from '@jest/globals';
import {
  parameterText,
  readWhatsappSettings,
  sendWhatsapp,
  templateMessage,
  WhatsappError,
} from './whatsapp';

test('WhatsApp is off without its two variables, on with them, and a bad value stops the CMS with a message', () => {
  expect(readWhatsappSettings({})).toBeNull();
  expect(readWhatsappSettings({ WHATSAPP_PHONE_NUMBER_ID: ' ', WHATSAPP_ACCESS_TOKEN: '' })).toBeNull();
  expect(
    readWhatsappSettings({ WHATSAPP_PHONE_NUMBER_ID: '106540352242922', WHATSAPP_ACCESS_TOKEN: 'EAAG' }),
  ).toEqual({
    phoneNumberId: '106540352242922',
    accessToken: 'EAAG',
    templateName: 'enquiry_acknowledgement',
    templateLanguage: 'en',
    graphOrigin: 'https://graph.facebook.com',
    graphVersion: 'v24.0',
  });
  expect(
    readWhatsappSettings({
      WHATSAPP_PHONE_NUMBER_ID: '106540352242922',
      WHATSAPP_ACCESS_TOKEN: 'EAAG',
      WHATSAPP_TEMPLATE_NAME: 'course_enquiry_v2',
      WHATSAPP_TEMPLATE_LANGUAGE: 'en_US',
      META_GRAPH_URL: 'http://127.0.0.1:4336/__e2e/graph/',
      META_GRAPH_VERSION: 'v23.0',
    }),
  ).toMatchObject({
    templateName: 'course_enquiry_v2',
    templateLanguage: 'en_US',
    graphOrigin: 'http://127.0.0.1:4336/__e2e/graph',
    graphVersion: 'v23.0',
  });
  expect(() => readWhatsappSettings({ WHATSAPP_PHONE_NUMBER_ID: '106540352242922' })).toThrow(
    /set together or not at all/,
  );
  expect(() =>
    readWhatsappSettings({
      WHATSAPP_PHONE_NUMBER_ID: '+91 98765 43210',
      WHATSAPP_ACCESS_TOKEN: 'EAAG',
      WHATSAPP_TEMPLATE_NAME: 'Enquiry Thanks',
      META_GRAPH_VERSION: '24',
    }),
  ).toThrow(
    /WHATSAPP_PHONE_NUMBER_ID .*digits only.*WHATSAPP_TEMPLATE_NAME="Enquiry Thanks".*META_GRAPH_VERSION="24"/,
  );
});

test('the template message: to the number in international form, its name, language, four text parameters and the key', () => {
  const message = templateMessage(
    { templateName: 'enquiry_acknowledgement', templateLanguage: 'en' },
    {
      to: '+919876543210',
      key: 'ack-k3x9-whatsapp',
      parameters: {
        name: 'Asha\nRao',
        course: 'Data Science',
        nextBatch: '30 Nov 2026',
        counsellor: '',
      },
    },
  );
  expect(message).toEqual({
    messaging_product: 'whatsapp',
    recipient_type: 'individual',
    to: '+919876543210',
    type: 'template',
    template: {
      name: 'enquiry_acknowledgement',
      language: { code: 'en' },
      components: [
        {
          type: 'body',
          parameters: [
            { type: 'text', text: 'Asha Rao' },
            { type: 'text', text: 'Data Science' },
            { type: 'text', text: '30 Nov 2026' },
            { type: 'text', text: 'our admissions team' },
          ],
        },
      ],
    },
    biz_opaque_callback_data: 'ack-k3x9-whatsapp',
  });
  // One line, no run of spaces, never empty, never too long.
  expect(parameterText('a\t\tb     c', 'x')).toBe('a b c');
  expect(parameterText('   ', 'there')).toBe('there');
  expect(parameterText('x'.repeat(500), '')).toHaveLength(200);
});

test('the Cloud API’s answers: the message id; a refusal or "not now" by its code, never its text', async () => {
  const settings = {
    phoneNumberId: '106540352242922',
    accessToken: 'EAAG',
    templateName: 'enquiry_acknowledgement',
    templateLanguage: 'en',
    graphOrigin: 'https://graph.test',
    graphVersion: 'v24.0',
  };
  const message = templateMessage(settings, {
    to: '+919876543210',
    key: 'k',
    parameters: { name: 'A', course: 'B', nextBatch: 'C', counsellor: 'D' },
  });
  const asked: { url: string; init: RequestInit }[] = [];
  const answer = (status: number, body: object) =>
    (async (url: string, init: RequestInit) => {
      asked.push({ url, init });
      return new Response(JSON.stringify(body), { status });
    }) as unknown as typeof fetch;
  await expect(
    sendWhatsapp(settings, message, { fetch: answer(200, { messages: [{ id: 'wamid.HBgM' }] }) }),
  ).resolves.toEqual({ messageId: 'wamid.HBgM' });
  expect(asked[0]!.url).toBe('https://graph.test/v24.0/106540352242922/messages');
  expect((asked[0]!.init.headers as Record<string, string>).Authorization).toBe('Bearer EAAG');
  const failure = (status: number, body: object) =>
    sendWhatsapp(settings, message, { fetch: answer(status, body) }).catch((error: WhatsappError) => [
      error.reason,
      error.transient,
    ]);
  expect(
    await failure(400, {
      error: { code: 132001, message: 'Template name does not exist in the translation' },
    }),
  ).toEqual(['graph-400-132001', false]);
  expect(await failure(400, { error: { code: 131026, message: 'Message undeliverable' } })).toEqual([
    'graph-400-131026',
    false,
  ]);
  expect(await failure(400, { error: { code: 130429, message: 'Rate limit hit' } })).toEqual([
    'graph-400-130429',
    true,
  ]);
  expect(await failure(503, {})).toEqual(['graph-503', true]);
  const unreachable = (async () => {
    throw new TypeError('fetch failed');
  }) as unknown as typeof fetch;
  await expect(sendWhatsapp(settings, message, { fetch: unreachable })).rejects.toMatchObject({
    reason: 'graph-unreachable',
    transient: true,
  });
});
