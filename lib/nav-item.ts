/**
 * The shape of a menu entry. Kept apart from lib/navigation.ts, which builds the menus from the page
 * registry and the course records: the header's client island imports only this, so none of that content
 * is bundled for the browser.
 */
export interface NavLink {
  label: string;
  href: string;
}

export interface NavGroup {
  /** Label of the parent button that opens the dropdown. */
  label: string;
  links: NavLink[];
}

export type NavItem = NavLink | NavGroup;

export function isNavGroup(item: NavItem): item is NavGroup {
  return 'links' in item;
}
