// FormActions: a form's submit button, which says so while the form is being sent, and Cancel;
// neither can be pressed again until the answer is in.
interface FormActionsProps {
  submitLabel: string;
  /** The submit button's text while sending, e.g. "Saving…". */
  pendingLabel: string;
  pending: boolean;
  onCancel: () => void;
}

export function FormActions({ submitLabel, pendingLabel, pending, onCancel }: FormActionsProps) {
  return (
    <div className="form-actions">
      <button type="submit" className="button" disabled={pending}>
        {pending ? pendingLabel : submitLabel}
      </button>
      <button type="button" className="button secondary" onClick={onCancel} disabled={pending}>
        Cancel
      </button>
    </div>
  );
}
