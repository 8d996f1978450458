/** Business constants and limits, each defined once; pages, islands and tests read them from here. */

/** The enquiry popup opens by itself this long after the first page of a visit shows. */
export const ENQUIRY_AUTO_OPEN_MS = 5000;
/**
 * … and only after the visitor has paused this long: no key, input or selection, focus out of every form
 * field, and no form on the page half filled.
 */
export const ENQUIRY_QUIET_MS = 5000;
/** The back-to-top button appears past this much scrolling. */
export const BACK_TO_TOP_THRESHOLD_PX = 300;
/** Below this width the header shows the menu toggle (mirrored in Header.module.css). */
export const MOBILE_MENU_BREAKPOINT_PX = 1120;
/** Success toasts close after this long. */
export const TOAST_AUTO_CLOSE_MS = 3000;
/** Hero headline word rotation. */
export const HERO_WORD_INTERVAL_MS = 3000;
/** Event image strip: one step every 2.5 s, each slide taking 500 ms. */
export const IMAGE_STRIP_STEP_MS = 2500;
export const IMAGE_STRIP_SLIDE_MS = 500;
/** Running banner speed, in pixels per second. */
export const MARQUEE_SPEED = 50;
/** Batch dates are recomputed every hour. */
export const BATCH_RECOMPUTE_MS = 3_600_000;
/**
 * The institute's time zone, India's (UTC+05:30 all year, no daylight saving): "today" for batch dates is the
 * date there. Written once for the site and the CMS in lib/shared/india-time.mjs.
 */
export {
  INDIA_TIME_ZONE as INSTITUTE_TIME_ZONE,
  INDIA_UTC_OFFSET_MINUTES as INSTITUTE_UTC_OFFSET_MINUTES,
} from './shared/india-time.mjs';
/** Graduation years offered by the demo forms. */
export const GRADUATION_YEAR_FIRST = 2018;
export const GRADUATION_YEAR_LAST = 2028;
export const COURSE_DURATION = '6 Months';
export const LEARNING_MODE = 'Online/Offline';
/** Resume upload: the largest attachment the e-mail service's paid plans accept (the types: lib/shared/cv.mjs). */
export const RESUME_MAX_BYTES = 2 * 1024 * 1024;
