import { Dialog, Heading, Modal, ModalOverlay } from "react-aria-components";

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
      className="fixed inset-0 z-50 flex items-center justify-center bg-black/55 p-4"
    >
      <Modal
        className={`max-h-[90vh] w-full overflow-y-auto rounded-lg bg-white shadow-xl ${size === "lg" ? "max-w-3xl" : "max-w-lg"}`}
      >
        <Dialog role={role} className="p-5 outline-none sm:p-6">
          <Heading slot="title" className="mb-4 text-xl font-bold text-brand-900">
            {title}
          </Heading>
          {children}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
