import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from './Modal.tsx';
import { TextField } from './TextField.tsx';

interface NameDialogProps {
  open: boolean;
  title: string;
  label: string;
  initial: string;
  submitLabel: string;
  onSubmit(name: string): void;
  onClose(): void;
}

/** Asks for one name (a project title, a folder name); empty names are not accepted. */
export function NameDialog({ open, title, label, initial, submitLabel, onSubmit, onClose }: NameDialogProps) {
  const { t } = useTranslation();
  const [name, setName] = useState(initial);
  useEffect(() => setName(initial), [initial, open]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) return;
    onSubmit(trimmed);
    onClose();
  };
  return (
    <Modal open={open} onClose={onClose} title={title}>
      <form onSubmit={submit} className="stack">
        <TextField label={label} value={name} onChange={setName} autoFocus maxLength={300} />
        <div className="modal-actions">
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            {t('common.cancel')}
          </button>
          <button type="submit" className="btn btn-primary" disabled={!name.trim()}>
            {submitLabel}
          </button>
        </div>
      </form>
    </Modal>
  );
}
