/**
 * Who may work leads, decided once for the server (the admissions routes' policy, CV downloads, the media
 * library) and the admin (the dashboard widgets): a role that may read leads in the content manager (an
 * administrator, or the Admissions role). Updating leads (adding to a lead's history) needs update too.
 */
export const LEAD_UID = 'api::lead.lead';

export const READ_LEADS = { action: 'plugin::content-manager.explorer.read', subject: LEAD_UID } as const;
export const UPDATE_LEADS = { action: 'plugin::content-manager.explorer.update', subject: LEAD_UID } as const;

/** The part of an admin's ability the check reads (CASL's `can`, as Strapi puts it on `ctx.state.userAbility`). */
export interface Ability {
  can(action: string, subject?: string): boolean;
}

/** Whether the signed-in admin's role may read leads (and so their CVs, history and figures). */
export function mayReadLeads(ability: Ability | null | undefined): boolean {
  return Boolean(ability?.can(READ_LEADS.action, READ_LEADS.subject));
}

/** Whether it may also change them (a lead's status, its history). */
export function mayUpdateLeads(ability: Ability | null | undefined): boolean {
  return mayReadLeads(ability) && Boolean(ability?.can(UPDATE_LEADS.action, UPDATE_LEADS.subject));
}

/** A lead's page in the admin, for the export and the e-mails: `{base}/admin/content-manager/…/{documentId}`. */
export function leadAdminUrl(base: string, documentId: string, adminPath = '/admin'): string {
  return `${String(base).replace(/\/+$/, '')}${adminPath}/content-manager/collection-types/${LEAD_UID}/${documentId}`;
}
