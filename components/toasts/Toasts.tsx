'use client';

// The unstyled build plus its stylesheet, so the styles ship as a CSS file instead of being injected at run time.
import { ToastContainer, toast, type ToastPosition } from 'react-toastify/unstyled';
import 'react-toastify/dist/ReactToastify.css';
import { TOAST_AUTO_CLOSE_MS } from '@/lib/constants';

export { toast };

/** Where a form's toasts appear; each form that toasts renders its own host with its own id. */
export function ToastHost({ id, position }: { id: string; position: ToastPosition }) {
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
