/**
 * How the admin shows posts to a marketer: newest first, readable labels with hints, and the fields in the
 * order a post is written (applied once per version: src/admin-layouts.ts).
 */
import type { Core } from '@strapi/strapi';
import {
  applyLayoutOnce,
  editLayout,
  withLabels,
  withListLabels,
  type FieldText,
} from '../../../../admin-layouts';
import { BATCH_UID } from './lib/batches';
import { POST_UID } from './lib/rules';

const VERSION = 1;

const POST_FIELDS: Record<string, FieldText> = {
  title: { label: 'Title', description: 'The heading of the post; its web address is made from it.' },
  summary: {
    label: 'Summary',
    description:
      'One or two sentences (at most 200 characters) for the blog list, search results and shares. Empty: the start of the text is used.',
  },
  category: {
    label: 'Category',
    description: 'Pick one; the list is kept by the site team. Needed to publish.',
  },
  date: {
    label: 'Date',
    description: 'The date shown on the post; today unless you change it. Needed to publish.',
  },
  description: {
    label: 'Text',
    description: 'The post itself. Use headings (##) for sections. Needed to publish.',
  },
  pictures: {
    label: 'Images',
    description: 'The first image is the cover. Describe each one in its Alt text.',
  },
  scheduledDate: {
    label: 'Publish on (India time)',
    description: 'Optional: the day a saved draft goes live by itself. Save, do not publish.',
  },
  scheduledTime: {
    label: 'Publish at (India time, IST)',
    description: 'The time that day, in India whatever your computer says. Clear both to cancel.',
  },
};

/** The list's column titles where they differ from the edit view's labels. */
const LIST_LABELS = {
  scheduledDate: 'Goes live (IST)',
  scheduledTime: 'At (IST)',
  updatedAt: 'Last changed',
};

const PICTURE_FIELDS: Record<string, FieldText> = {
  image: { label: 'Image', description: '' },
  alt: {
    label: 'Alt text',
    description: 'What the image shows, for people who cannot see it (read aloud by screen readers).',
  },
};

export async function layOutPosts(strapi: Core.Strapi) {
  await applyLayoutOnce(strapi, {
    uid: POST_UID,
    version: VERSION,
    layout: (current) => ({
      settings: {
        ...current.settings,
        mainField: 'title',
        defaultSortBy: 'date',
        defaultSortOrder: 'DESC',
        pageSize: 20,
      },
      metadatas: withListLabels(withLabels(current.metadatas, POST_FIELDS), LIST_LABELS),
      layouts: {
        ...current.layouts,
        // Strapi adds each post's status (Draft, Published, Modified). The admin shows the two schedule fields
        // as one "Goes live" column (admin/src/schedule.tsx). The category is left to the editor and the
        // filters: with it the status no longer fits a 1280-pixel screen.
        list: ['title', 'date', 'scheduledDate', 'scheduledTime'],
        edit: editLayout([
          [['title', 12]],
          [['summary', 12]],
          [
            ['category', 6],
            ['date', 6],
          ],
          [['description', 12]],
          [['pictures', 12]],
          [
            ['scheduledDate', 6],
            ['scheduledTime', 6],
          ],
        ]),
      },
    }),
  });
  await applyLayoutOnce(strapi, {
    uid: 'blog.picture',
    component: true,
    version: VERSION,
    layout: (current) => ({
      settings: { ...current.settings, mainField: 'alt' },
      metadatas: withLabels(current.metadatas, PICTURE_FIELDS),
      layouts: {
        ...current.layouts,
        edit: editLayout([
          [
            ['image', 6],
            ['alt', 6],
          ],
        ]),
      },
    }),
  });
}

const BATCH_FIELDS: Record<string, FieldText> = {
  course: { label: 'Course', description: 'The course whose batch starts that day.' },
  startsOn: {
    label: 'Starts on',
    description: "The batch's first day: the site's Next Batch and the acknowledgements show it.",
  },
  repeat: {
    label: 'Repeat',
    description:
      'To add a series at once: every week, every two weeks, every month on this weekday (say, the second Monday), or the first and third weeks. Each date becomes a batch of its own.',
  },
  repeatUntil: { label: 'Repeat until', description: 'The day of the last batch of the series.' },
};

/** The batch calendar in the admin: soonest first, the fields in the order a batch is entered. */
export async function layOutBatches(strapi: Core.Strapi) {
  await applyLayoutOnce(strapi, {
    uid: BATCH_UID,
    version: VERSION,
    layout: (current) => ({
      settings: {
        ...current.settings,
        mainField: 'course',
        defaultSortBy: 'startsOn',
        defaultSortOrder: 'ASC',
        pageSize: 20,
      },
      metadatas: withListLabels(withLabels(current.metadatas, BATCH_FIELDS), { updatedAt: 'Last changed' }),
      layouts: {
        ...current.layouts,
        list: ['course', 'startsOn', 'updatedAt'],
        edit: editLayout([
          [
            ['course', 6],
            ['startsOn', 6],
          ],
          [
            ['repeat', 6],
            ['repeatUntil', 6],
          ],
        ]),
      },
    }),
  });
}
