import { lazy, Suspense } from 'react';
import type { DialogProps } from './dialog-impl';

// The dialog primitive (Radix, focus trap, portal) loads the first time a dialog opens, so pages
// that only render closed dialogs do not download it up front.
const DialogImpl = lazy(() => import('./dialog-impl').then((m) => ({ default: m.DialogImpl })));

/** A modal dialog: focus trapped, Escape and the close button close it. Nothing renders while closed. */
export function Dialog(props: DialogProps) {
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <DialogImpl {...props} />
    </Suspense>
  );
}
