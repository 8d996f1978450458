'use client';

// The toast library with its stylesheet, in a chunk of their own that Toasts.tsx loads on first use.
// The unstyled build plus its stylesheet, so the styles ship as a CSS file instead of being injected at run time.
import 'react-toastify/dist/ReactToastify.css';

export { ToastContainer, toast } from 'react-toastify/unstyled';
