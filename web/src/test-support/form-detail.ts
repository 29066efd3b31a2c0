import type { z } from 'zod';
import type { FormPermissions } from '@core/api/collaboration';
import { formDetailSchema, type FormDetail } from '@core/api/forms';

/** What the form's owner may do: everything. */
export const OWNER_PERMISSIONS: FormPermissions = {
  role: 'owner',
  canEdit: true,
  canPublish: true,
  canShare: true,
  canDelete: true,
  canTransfer: true,
};

/**
 * GET /api/forms/{id} as the server answers it for its owner: a one-question draft, checked
 * against the API's schema (so overrides are given as the server sends them), with the fields a
 * test cares about overridden.
 */
export function formDetail(overrides: Partial<z.input<typeof formDetailSchema>> = {}): FormDetail {
  const at = '2026-01-01T10:00:00.000Z';
  return formDetailSchema.parse({
    id: 'f1',
    userId: 7,
    title: 'Feedback',
    description: '',
    published: false,
    createdAt: at,
    updatedAt: at,
    version: 1,
    publishedVersion: null,
    unpublishedChanges: false,
    theme: {},
    welcomeScreen: {},
    thankYouScreen: {},
    customization: {},
    pageBreaks: [],
    permissions: OWNER_PERMISSIONS,
    questions: [{ id: 'name', type: 'SHORT_TEXT', title: 'Your name', order: 0 }],
    ...overrides,
  });
}
