'use client';

// The toast library in a chunk of its own, which Toasts.tsx loads on first use: the unstyled build plus
// its stylesheet, so the styles ship as a CSS file instead of being injected at run time.
import 'react-toastify/dist/ReactToastify.css';

export { ToastContainer, toast } from 'react-toastify/unstyled';
