/**
 * The content manager's menus offer only what the signed-in admin's role may do: "Edit the model" needs the
 * Content-Type Builder, "Configure the view" the view settings, "Delete entry" and "Duplicate" deleting and
 * creating entries of that type. Strapi shows them to every role (some greyed out, some leading to a page
 * the role cannot open); a counsellor's lead menu then offered all four. Each of Strapi's own actions is
 * kept as it is and wrapped: shown when the role has the permission, left out otherwise.
 */
import { useAuth } from '@strapi/strapi/admin';

interface Permission {
  action: string;
  subject?: string | null;
}

/** What each action needs, for the content type it is shown on. */
const NEEDS: Record<string, (model: string) => Permission> = {
  'edit-the-model': () => ({ action: 'plugin::content-type-builder.read' }),
  'configure-the-view': () => ({ action: 'plugin::content-manager.collection-types.configure-view' }),
  delete: (model) => ({ action: 'plugin::content-manager.explorer.delete', subject: model }),
  clone: (model) => ({ action: 'plugin::content-manager.explorer.create', subject: model }),
};

/** Whether the role's permissions hold this one (a subject only when the permission names one). */
export function mayUse(permissions: Permission[], needed: Permission): boolean {
  return permissions.some(
    (permission) =>
      permission.action === needed.action &&
      (needed.subject === undefined || permission.subject === needed.subject),
  );
}

type Action = ((props: { model: string }) => unknown) & { type?: string; position?: unknown };

export function onlyActionsTheRoleMayUse<A extends Action>(actions: A[]): A[] {
  return actions.map((action) => {
    const need = action.type ? NEEDS[action.type] : undefined;
    if (!need) return action;
    const wrapped = ((props: { model: string }) => {
      // Strapi's action first, always: it calls hooks of its own, in the same order every time.
      const description = action(props);
      const permissions = useAuth('AdmissionsActions', (state) => state.permissions) as Permission[];
      return mayUse(permissions, need(props.model)) ? description : null;
    }) as A;
    wrapped.type = action.type;
    wrapped.position = action.position;
    return wrapped;
  });
}
