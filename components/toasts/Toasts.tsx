'use client';

import { useEffect, useRef, useState } from 'react';
import type { ToastPosition } from 'react-toastify/unstyled';
import { TOAST_AUTO_CLOSE_MS } from '@/lib/constants';
import styles from './Toasts.module.css';

type Toastify = typeof import('./toastify');

/** One toast: its kind (colour and icon), its text, and an optional bold title above the text. */
export interface ToastMessage {
  kind: 'success' | 'info' | 'error';
  text: string;
  title?: string;
}

// The library loads when a form first has something to say, so no page pays for it up front.
let loading: Promise<Toastify> | null = null;
function loadToastify(): Promise<Toastify> {
  loading ??= import('./toastify').catch((error: unknown) => {
    loading = null; // a later toast may try again
    throw error;
  });
  return loading;
}

/** Each host's way to mount its container; resolves once the container listens for toasts. */
const hosts = new Map<string, (library: Toastify) => Promise<void>>();

function ToastBody({ title, text }: { title: string; text: string }) {
  return (
    <div>
      <strong className={styles.title}>{title}</strong>
      <span>{text}</span>
    </div>
  );
}

/**
 * Shows toasts in the host with this id, in order. The library is fetched on the first call and the
 * host's container mounted before anything is sent, so no toast lands before something listens. If the
 * library cannot be fetched (the connection dropped), an alert carries the same words.
 */
export async function showToasts(hostId: string, messages: ToastMessage[]): Promise<void> {
  try {
    const library = await loadToastify();
    await hosts.get(hostId)?.(library);
    for (const { kind, title, text } of messages) {
      library.toast[kind](title ? <ToastBody title={title} text={text} /> : text, { containerId: hostId });
    }
  } catch {
    window.alert(messages.map(({ title, text }) => (title ? `${title}: ${text}` : text)).join('\n'));
  }
}

/** Where a form's toasts appear; each form that toasts renders its own host with its own id. */
export function ToastHost({ id, position }: { id: string; position: ToastPosition }) {
  const [library, setLibrary] = useState<Toastify | null>(null);
  // One promise per host, settled once its container listens: every toast before that waits on it.
  const mounted = useRef<{ promise: Promise<void>; resolve: () => void } | null>(null);

  useEffect(() => {
    hosts.set(id, (loaded) => {
      if (!mounted.current) {
        let resolve = () => {};
        const promise = new Promise<void>((settle) => (resolve = settle));
        mounted.current = { promise, resolve };
        setLibrary(loaded);
      }
      return mounted.current.promise;
    });
    return () => {
      hosts.delete(id);
    };
  }, [id]);

  // Runs after the container's own effects, so it has subscribed by now.
  useEffect(() => {
    if (library) mounted.current?.resolve();
  }, [library]);

  if (!library) return null;
  const { ToastContainer } = library;
  return (
    <ToastContainer
      containerId={id}
      position={position}
      autoClose={TOAST_AUTO_CLOSE_MS}
      closeOnClick
      pauseOnHover
      draggable
      newestOnTop
      hideProgressBar={false}
    />
  );
}
