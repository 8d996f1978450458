import {
  EmailDeliveryError,
  EmailNotConfiguredError,
  isEmailConfigured,
  missingEmailVariable,
  sendEmail,
  sendEmailIfConfigured,
  type EmailConfig,
} from '@/lib/email';

const mockSend = jest.fn();
const mockSendForm = jest.fn();
const mockInit = jest.fn();
jest.mock('@emailjs/browser', () => ({
  init: (...args: unknown[]) => mockInit(...args),
  send: (...args: unknown[]) => mockSend(...args),
  sendForm: (...args: unknown[]) => mockSendForm(...args),
}));

const configured: EmailConfig = {
  publicKey: 'pk',
  serviceId: 'svc',
  origin: 'https://mail.example.test',
  templates: { enquiry: 'tpl-enquiry', demo: 'tpl-demo' },
};
const params = { name: 'Asha', phone: '9876543210', email: 'asha@example.com', city: 'Pune' };

beforeEach(() => {
  mockSend.mockReset();
  mockSendForm.mockReset();
  mockInit.mockReset();
  jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

describe('sendEmail', () => {
  it('sends the template parameters to the configured service, template and origin', async () => {
    mockSend.mockResolvedValue({ status: 200, text: 'OK' });
    await sendEmail('enquiry', params, configured);
    expect(mockInit).toHaveBeenCalledWith({ publicKey: 'pk', origin: 'https://mail.example.test' });
    expect(mockSend).toHaveBeenCalledWith('svc', 'tpl-enquiry', params, {
      publicKey: 'pk',
      origin: 'https://mail.example.test',
    });
  });

  it('counts status 200 or text OK as success', async () => {
    mockSend.mockResolvedValueOnce({ status: 200, text: 'Accepted' });
    await expect(sendEmail('enquiry', params, configured)).resolves.toBeUndefined();
    mockSend.mockResolvedValueOnce({ status: 201, text: 'OK' });
    await expect(sendEmail('enquiry', params, configured)).resolves.toBeUndefined();
  });

  it('rejects a 2xx answer that is neither 200 nor OK', async () => {
    mockSend.mockResolvedValue({ status: 202, text: 'Queued' });
    await expect(sendEmail('enquiry', params, configured)).rejects.toBeInstanceOf(EmailDeliveryError);
  });

  it('rejects with the status when the service refuses', async () => {
    mockSend.mockRejectedValue({ status: 400, text: 'The template ID is invalid' });
    await expect(sendEmail('enquiry', params, configured)).rejects.toMatchObject({
      name: 'EmailDeliveryError',
      status: 400,
      text: 'The template ID is invalid',
    });
  });

  it('rejects when the network fails or the SDK guards throw a string', async () => {
    mockSend.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(sendEmail('enquiry', params, configured)).rejects.toMatchObject({ text: 'Failed to fetch' });
    mockSend.mockRejectedValueOnce('The service ID is required');
    await expect(sendEmail('enquiry', params, configured)).rejects.toMatchObject({
      text: 'The service ID is required',
    });
  });

  it.each([
    [{ ...configured, publicKey: undefined }, 'NEXT_PUBLIC_EMAILJS_PUBLIC_KEY'],
    [{ ...configured, serviceId: undefined }, 'NEXT_PUBLIC_EMAILJS_SERVICE_ID'],
    [{ ...configured, templates: {} }, 'NEXT_PUBLIC_EMAILJS_TEMPLATE_ID'],
  ])('without configuration it sends nothing and logs one error naming %#', async (config, variable) => {
    await expect(sendEmail('enquiry', params, config)).rejects.toEqual(new EmailNotConfiguredError(variable));
    expect(mockSend).not.toHaveBeenCalled();
    expect(console.error).toHaveBeenCalledTimes(1);
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining(variable));
  });
});

describe('configuration checks', () => {
  it('names the first missing variable per template', () => {
    expect(missingEmailVariable('enquiry', configured)).toBeNull();
    expect(missingEmailVariable('contact', configured)).toBe('NEXT_PUBLIC_EMAILJS_TEMPLATE_CONTACT');
    expect(missingEmailVariable('application', configured)).toBe('NEXT_PUBLIC_EMAILJS_TEMPLATE_APPLICATION');
    expect(isEmailConfigured('demo', configured)).toBe(true);
    expect(isEmailConfigured('demoCall', configured)).toBe(false);
  });

  it('reads nothing from an unconfigured environment', () => {
    // The unit-test environment sets no NEXT_PUBLIC_EMAILJS_* variable.
    expect(missingEmailVariable('enquiry')).toBe('NEXT_PUBLIC_EMAILJS_PUBLIC_KEY');
  });
});

describe('sendEmailIfConfigured', () => {
  it('only shows its message (sends nothing) when the template is not configured', async () => {
    await expect(sendEmailIfConfigured('certification', { certify: 'x' }, configured)).resolves.toBe(false);
    expect(mockSend).not.toHaveBeenCalled();
    expect(console.error).not.toHaveBeenCalled();
  });

  it('sends when the template is configured', async () => {
    mockSend.mockResolvedValue({ status: 200, text: 'OK' });
    await expect(sendEmailIfConfigured('demo', { name: 'Asha' }, configured)).resolves.toBe(true);
    expect(mockSend).toHaveBeenCalledWith('svc', 'tpl-demo', { name: 'Asha' }, expect.anything());
  });

  it('sends a form element with its files through sendForm', async () => {
    mockSendForm.mockResolvedValue({ status: 200, text: 'OK' });
    const form = document.createElement('form');
    await expect(sendEmailIfConfigured('demo', form, configured)).resolves.toBe(true);
    expect(mockSendForm).toHaveBeenCalledWith('svc', 'tpl-demo', form, expect.anything());
  });
});
