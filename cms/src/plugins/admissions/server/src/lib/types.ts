import type { Core } from '@strapi/strapi';

export type Strapi = Core.Strapi;

/** An admin user as admissions reads one (a counsellor, an author). */
export interface AdminUser {
  id: number;
  firstname?: string | null;
  lastname?: string | null;
  username?: string | null;
  email?: string | null;
  isActive?: boolean;
  blocked?: boolean;
}

/** The admin user fields admissions selects. */
export const USER_FIELDS = ['id', 'firstname', 'lastname', 'username', 'email', 'isActive', 'blocked'];

/** Leads as the admissions code reads them from the database: only what each query selects is there. */
export interface LeadRow {
  id: number;
  documentId: string;
  name?: string | null;
  email?: string | null;
  phone?: string | null;
  course?: string | null;
  form?: string | null;
  page?: string | null;
  leadStatus?: string | null;
  submittedAt?: string | null;
  nextFollowUp?: string | null;
  firstContactedAt?: string | null;
  phoneKey?: string | null;
  emailKey?: string | null;
  counsellor?: AdminUser | null;
  alertAttempts?: number | null;
  [field: string]: unknown;
}
