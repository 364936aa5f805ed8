import { useEffect } from 'react';
import { useLocation } from 'wouter';
import {
  Toast,
  ToastClose,
  ToastDescription,
  ToastProvider,
  ToastTitle,
  ToastViewport,
} from './toast.tsx';
import { dismissStaleToasts, dismissToast, useToasts } from './use-toast.ts';

/** Renders the toast store through Radix Toast (which announces each toast politely). */
export function Toaster() {
  const toasts = useToasts();
  const [location] = useLocation();
  useEffect(() => dismissStaleToasts(location), [location]);
  return (
    <ToastProvider>
      {toasts.map(({ id, title, description, variant, duration, open }) => (
        <Toast
          key={id}
          variant={variant}
          duration={duration}
          open={open}
          type={variant === 'destructive' ? 'foreground' : 'background'}
          onOpenChange={(isOpen) => {
            if (!isOpen) dismissToast(id);
          }}
        >
          <ToastTitle>{title}</ToastTitle>
          {description ? <ToastDescription>{description}</ToastDescription> : null}
          <ToastClose />
        </Toast>
      ))}
      <ToastViewport />
    </ToastProvider>
  );
}
