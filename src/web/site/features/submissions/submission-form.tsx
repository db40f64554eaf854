import type { ComponentProps, ReactNode } from "react";
import { SiteForm } from "../../../components/ui/form-send";
import { Modal } from "../../../components/ui/modal";
import { ResultModal } from "../../../components/ui/result-modal";
import type { FormResult } from "../../../lib/form";
import { useT } from "../../../lib/i18n";

type SiteFormProps = ComponentProps<typeof SiteForm>;

/**
 * A submission made on its page (contact, visit, complaint): the form, and the dialog that
 * thanks the sender with the reference or tells what went wrong; closing it leaves the page.
 */
export function SubmissionForm({
  form,
  ...props
}: SiteFormProps & {
  form: { result: FormResult | null; setResult: (result: FormResult | null) => void };
}) {
  return (
    <>
      <SiteForm form={form} {...props} />
      <ResultModal result={form.result} onClose={() => form.setResult(null)} />
    </>
  );
}

/**
 * A submission made in a dialog (a job application, joining a sport): the form in two columns
 * in a large dialog, then Submit and Cancel; Cancel closes the dialog like its close button.
 */
export function SubmissionModal({
  open,
  onClose,
  title,
  form,
  onSubmit,
  testId,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  form: SiteFormProps["form"];
  onSubmit: SiteFormProps["onSubmit"];
  testId: string;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <Modal open={open} onClose={onClose} title={title} size="lg">
      <SiteForm
        form={form}
        onSubmit={onSubmit}
        testId={testId}
        send={{
          label: t("submissions.submit"),
          cancel: { label: t("submissions.cancel"), onClick: onClose },
          wide: true,
        }}
      >
        {children}
      </SiteForm>
    </Modal>
  );
}
