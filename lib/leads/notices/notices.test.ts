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

  it('says so where the person gets an acknowledgement, and on which channels (the CMS sends one for these forms only)', () => {
    for (const form of LEAD_FORM_IDS) {
      const notice = formNotices[form];
      const { kind } = leadForms[form];
      const acknowledged = (ACKNOWLEDGED_KINDS as readonly string[]).includes(kind);
      const onWhatsapp = (WHATSAPP_ACKNOWLEDGED_KINDS as readonly string[]).includes(kind);
      expect([form, /at once by e-mail/.test(notice.purpose)]).toEqual([form, acknowledged]);
      expect([form, /WhatsApp/.test(notice.purpose)]).toEqual([form, onWhatsapp]);
      expect([form, notice.purpose]).toEqual([form, leadForms[form].purpose]);
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
