import { Dialog, Heading, Modal, ModalOverlay } from "react-aria-components";

/**
 * The dimmed backdrop of the console's modals. It covers the whole page, not only the viewport
 * (`--page-width`/`--page-height` come from React Aria's ModalOverlay): a fixed, viewport-sized
 * backdrop leaves the rest of a page that is taller or wider than a phone's screen undimmed
 * (mobile browsers clip fixed layers to the inner viewport, full-page captures show it too).
 */
export const modalBackdrop =
  "absolute top-0 start-0 z-50 h-(--page-height) w-(--page-width) min-w-full bg-black/55";

type StaffDialogProps = {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  children: React.ReactNode;
  /** alertdialog for questions that need an answer (confirmations, the idle warning). */
  role?: "dialog" | "alertdialog";
  /** Clicking outside closes (not for questions that need an answer). */
  isDismissable?: boolean;
  size?: "md" | "lg";
};

/**
 * The console's dialog: React Aria's modal (focus kept inside and given back, Escape, the page
 * behind inert, scroll locked), titled by its heading.
 */
export function StaffDialog({
  isOpen,
  onOpenChange,
  title,
  children,
  role = "dialog",
  isDismissable = role === "dialog",
  size = "md",
}: StaffDialogProps) {
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={isDismissable}
      isKeyboardDismissDisabled={role === "alertdialog"}
      className={modalBackdrop}
    >
      {/* The visible screen's box, kept in view while the page behind stays where it was. */}
      <div className="sticky start-0 top-0 box-border flex h-(--visual-viewport-height) w-(--visual-viewport-width) max-w-full items-center justify-center p-4">
        <Modal
          className={`max-h-full w-full overflow-y-auto rounded-lg bg-white shadow-xl ${size === "lg" ? "max-w-3xl" : "max-w-lg"}`}
        >
          <Dialog role={role} className="p-5 outline-none sm:p-6">
            <Heading slot="title" className="mb-4 text-xl font-bold text-brand-900">
              {title}
            </Heading>
            {children}
          </Dialog>
        </Modal>
      </div>
    </ModalOverlay>
  );
}

/** A dialog open for as long as its owner shows it; Escape, outside or a button calls `onClose`. */
export function ShownDialog({
  onClose,
  ...dialog
}: Omit<StaffDialogProps, "isOpen" | "onOpenChange"> & { onClose: () => void }) {
  return <StaffDialog isOpen onOpenChange={(o) => !o && onClose()} {...dialog} />;
}
