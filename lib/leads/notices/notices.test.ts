import { ACKNOWLEDGED_KINDS, WHATSAPP_ACKNOWLEDGED_KINDS } from '@/lib/shared/acknowledgements.mjs';
import { LEAD_FORM_IDS } from '../forms/types';
import { leadForms } from '../forms';
import { formNotices, isKnownNoticeVersion, MAX_NOTICE_VERSION_LENGTH, noticeRetentionDays } from '.';

describe('the forms’ notices', () => {
  it('gives every lead form a notice that itemises what it collects and why', () => {
    for (const form of LEAD_FORM_IDS) {
      const notice = formNotices[form];
      expect([form, notice.collects.length >= 2]).toEqual([form, true]);
      for (const item of notice.collects) {
        expect(item.data.trim()).not.toBe('');
        // "… to …": a purpose, not a restatement of the field.
        expect(item.why).toMatch(/^to /);
        expect(item.why).not.toMatch(/\.$/);
      }
      expect(notice.purpose).toMatch(/^We use these details/);
    }
  });

  it('covers every field of the form with one item (a new field needs a line of the notice)', () => {
    for (const form of LEAD_FORM_IDS) {
      const covered = formNotices[form].collects.flatMap((item) => item.fields);
      const definition = leadForms[form];
      const fields = [
        ...Object.keys(definition.labels),
        ...(definition.fileField ? [definition.fileField] : []),
      ];
      expect([form, [...covered].sort()]).toEqual([form, [...new Set(fields)].sort()]);
    }
  });

  it('says so where the person gets an acknowledgement; WhatsApp only where the CMS sends on it, and only when this build says it does', () => {
    const channelsOf = (notices: typeof formNotices) =>
      LEAD_FORM_IDS.map((form) => {
        const { purpose, collects } = notices[form];
        const words = [purpose, ...collects.map((item) => item.why)].join(' ');
        return [form, /at once by e-mail/.test(purpose), /WhatsApp/.test(words)];
      });
    const acknowledged = (form: (typeof LEAD_FORM_IDS)[number]) =>
      (ACKNOWLEDGED_KINDS as readonly string[]).includes(leadForms[form].kind);
    const onWhatsapp = (form: (typeof LEAD_FORM_IDS)[number]) =>
      (WHATSAPP_ACKNOWLEDGED_KINDS as readonly string[]).includes(leadForms[form].kind);

    // This build (the tests'): no WHATSAPP_PHONE_NUMBER_ID, so no notice names WhatsApp.
    expect(channelsOf(formNotices)).toEqual(LEAD_FORM_IDS.map((form) => [form, acknowledged(form), false]));

    // A build with WhatsApp on: the students' forms name it.
    let built: typeof formNotices | undefined;
    process.env.WHATSAPP_ACKNOWLEDGEMENTS = 'on';
    try {
      jest.isolateModules(() => {
        built = (jest.requireActual('.') as { formNotices: typeof formNotices }).formNotices;
      });
    } finally {
      delete process.env.WHATSAPP_ACKNOWLEDGEMENTS;
    }
    expect(channelsOf(built!)).toEqual(
      LEAD_FORM_IDS.map((form) => [form, acknowledged(form), onWhatsapp(form)]),
    );
    // Each wording has its own version, and either build accepts the other's (a page open across a change).
    for (const form of LEAD_FORM_IDS.filter(onWhatsapp)) {
      expect(built![form].version).not.toBe(formNotices[form].version);
      expect(built![form].earlier).toContain(formNotices[form].version);
      expect(formNotices[form].earlier).toContain(built![form].version);
    }
  });

  it('gives each wording its own version, short enough for the lead’s field', () => {
    const records = [...new Set(Object.values(formNotices))];
    const versions = records.flatMap((notice) => [notice.version, ...notice.earlier]);
    expect(new Set(versions).size).toBe(versions.length);
    for (const version of versions) {
      expect(version.length).toBeLessThanOrEqual(MAX_NOTICE_VERSION_LENGTH);
      expect(version).toMatch(/^[a-z0-9-]+$/);
    }
  });

  it('knows a form’s own versions only', () => {
    expect(isKnownNoticeVersion('enquiry', formNotices.enquiry.version)).toBe(true);
    expect(isKnownNoticeVersion('demo-course', formNotices['demo-landing'].version)).toBe(true);
    expect(isKnownNoticeVersion('enquiry', formNotices.application.version)).toBe(false);
    expect(isKnownNoticeVersion('enquiry', '')).toBe(false);
    expect(isKnownNoticeVersion('enquiry', 'enquiry-2099-01-01')).toBe(false);
  });

  it('states the retention period the build was given (LEAD_RETENTION_DAYS, 180 unset)', () => {
    expect(noticeRetentionDays()).toBe(180);
  });
});
