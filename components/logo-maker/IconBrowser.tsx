'use client';

import { useReducer } from 'react';
import { logoMaker } from '@/lib/content/services';
import type { CatalogueIcon } from '@/lib/icons/catalogue';
import {
  createIconStore,
  hasNextPage,
  hasPreviousPage,
  iconStoreReducer,
  pageCount,
  pageIcons,
} from '@/lib/icons/store';
import { TextField } from '@/components/forms/fields';
import { buttonClassName } from '@/components/ui/button';
import { IconGlyph } from './IconGlyph';
import styles from './LogoMaker.module.css';

interface IconBrowserProps {
  icons: readonly CatalogueIcon[];
  selected: CatalogueIcon | null;
  onSelect: (icon: CatalogueIcon) => void;
}

/** Search and page through the icon catalogue (the icon store), and pick one. */
export function IconBrowser({ icons, selected, onSelect }: IconBrowserProps) {
  const [store, dispatch] = useReducer(iconStoreReducer<CatalogueIcon>, icons, createIconStore);
  const shown = pageIcons(store);
  const found = store.filteredIcons.length;

  return (
    <div className={styles.browser}>
      <TextField
        label={logoMaker.searchLabel}
        name="iconSearch"
        type="search"
        autoComplete="off"
        hint={logoMaker.searchHint}
        value={store.query}
        onChange={(event) => dispatch({ type: 'filter', query: event.target.value })}
      />
      <p role="status" className={styles.status}>
        {found === 0 ? logoMaker.noMatch : `${found} ${found === 1 ? 'icon' : 'icons'}`}
      </p>
      {shown.length > 0 && (
        <ul className={styles.icons} aria-label={logoMaker.iconsLabel}>
          {shown.map((icon) => (
            <li key={icon.name}>
              <button
                type="button"
                className={styles.icon}
                aria-pressed={selected?.name === icon.name}
                onClick={() => onSelect(icon)}
              >
                <IconGlyph nodes={icon.nodes} className={styles.iconGlyph} />
                <span className={styles.iconLabel}>{icon.label}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <nav className={styles.pager} aria-label="Icon pages">
        {/* aria-disabled rather than disabled, so focus stays on the button at either end. */}
        <button
          type="button"
          className={buttonClassName({ variant: 'outline', size: 'small' })}
          aria-disabled={!hasPreviousPage(store)}
          onClick={() => dispatch({ type: 'previous' })}
        >
          {logoMaker.previous}
        </button>
        <span className={styles.page}>
          Page {store.page + 1} of {pageCount(store)}
        </span>
        <button
          type="button"
          className={buttonClassName({ variant: 'outline', size: 'small' })}
          aria-disabled={!hasNextPage(store)}
          onClick={() => dispatch({ type: 'next' })}
        >
          {logoMaker.next}
        </button>
      </nav>
    </div>
  );
}
