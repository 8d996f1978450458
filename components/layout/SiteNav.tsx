'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { isNavGroup, type NavItem } from '@/lib/nav-item';
import styles from './Header.module.css';

/**
 * Header navigation: dropdowns that open on click and close on Escape, outside click or focus leaving;
 * below 1120 px a toggle shows the menu, and choosing a link closes it.
 */
export function SiteNav({ items }: { items: NavItem[] }) {
  const [menuOpen, setMenuOpen] = useState(false);
  const [openGroup, setOpenGroup] = useState<string | null>(null);
  const navRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const pathname = usePathname();

  // Outside click closes whatever is open.
  useEffect(() => {
    if (!menuOpen && !openGroup) return;
    function onPointerDown(event: PointerEvent) {
      const target = event.target as Node;
      if (navRef.current?.contains(target) || toggleRef.current?.contains(target)) return;
      setOpenGroup(null);
      setMenuOpen(false);
    }
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [menuOpen, openGroup]);

  function closeAll() {
    setOpenGroup(null);
    setMenuOpen(false);
  }

  function onKeyDown(event: KeyboardEvent) {
    if (event.key !== 'Escape') return;
    if (openGroup) {
      // Close the dropdown and give focus back to its button.
      navRef.current?.querySelector<HTMLButtonElement>(`[data-group="${openGroup}"]`)?.focus();
      setOpenGroup(null);
    } else if (menuOpen) {
      setMenuOpen(false);
      toggleRef.current?.focus();
    }
  }

  const isCurrent = (href: string) => pathname === href;

  return (
    <>
      <button
        ref={toggleRef}
        type="button"
        className={styles.toggle}
        aria-expanded={menuOpen}
        aria-controls="site-menu"
        onClick={() => setMenuOpen((open) => !open)}
      >
        <span className={styles.toggleIcon} aria-hidden="true" data-open={menuOpen} />
        <span>{menuOpen ? 'Close menu' : 'Menu'}</span>
      </button>
      <nav
        ref={navRef}
        id="site-menu"
        aria-label="Main"
        className={styles.nav}
        data-open={menuOpen}
        onKeyDown={onKeyDown}
      >
        <ul className={styles.navList}>
          {items.map((item) =>
            isNavGroup(item) ? (
              <li
                key={item.label}
                className={styles.group}
                onBlur={(event) => {
                  // Focus leaving the dropdown (Tab past its last link) closes it.
                  if (!event.currentTarget.contains(event.relatedTarget as Node | null)) {
                    setOpenGroup((current) => (current === item.label ? null : current));
                  }
                }}
              >
                <button
                  type="button"
                  className={styles.navLink}
                  data-group={item.label}
                  aria-expanded={openGroup === item.label}
                  aria-controls={`nav-${item.label.toLowerCase()}`}
                  onClick={() => setOpenGroup((current) => (current === item.label ? null : item.label))}
                >
                  {item.label}
                  <svg
                    className={styles.chevron}
                    viewBox="0 0 12 12"
                    width="12"
                    height="12"
                    aria-hidden="true"
                  >
                    <path d="M2.5 4.5 6 8l3.5-3.5" fill="none" stroke="currentColor" strokeWidth="1.8" />
                  </svg>
                </button>
                <ul
                  id={`nav-${item.label.toLowerCase()}`}
                  className={styles.dropdown}
                  hidden={openGroup !== item.label}
                >
                  {item.links.map((link) => (
                    <li key={link.label}>
                      <Link
                        href={link.href}
                        className={styles.dropdownLink}
                        aria-current={isCurrent(link.href) ? 'page' : undefined}
                        onClick={closeAll}
                      >
                        {link.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              </li>
            ) : (
              <li key={item.label}>
                <Link
                  href={item.href}
                  className={styles.navLink}
                  aria-current={isCurrent(item.href) ? 'page' : undefined}
                  onClick={closeAll}
                >
                  {item.label}
                </Link>
              </li>
            ),
          )}
        </ul>
      </nav>
    </>
  );
}
