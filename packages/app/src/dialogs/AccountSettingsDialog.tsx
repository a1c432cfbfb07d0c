import { Camera } from 'lucide-react';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { accountApi } from '../api/folio-api.ts';
import { messageOf } from '../errors/show-api-error.ts';
import { ApiError } from '../api/api-error.ts';
import { useAppNavigate } from '../routing/useAppNavigate.ts';
import { Avatar } from '../shell/Avatar.tsx';
import { useDialogStore } from '../stores/dialog-store.ts';
import { useSessionStore } from '../stores/session-store.ts';
import { toast } from '../stores/toast-store.ts';
import { ConfirmDialog } from '../ui/ConfirmDialog.tsx';
import { Modal } from '../ui/Modal.tsx';
import { TextField } from '../ui/TextField.tsx';
import { avatarProblem } from './avatar-rules.ts';
import { UploadError, uploadFile } from './upload-file.ts';

/** §2 account settings: avatar, names saved on blur (§5), disabled e-mail, account deletion. */
export function AccountSettingsDialog() {
  const { t } = useTranslation();
  const open = useDialogStore((state) => state.dialog === 'account');
  const close = useDialogStore((state) => state.closeDialog);
  const user = useSessionStore((state) => state.user);
  const navigate = useAppNavigate();
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const [progress, setProgress] = useState<number | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (open && user) {
      setFirstName(user.firstName);
      setLastName(user.lastName);
    }
  }, [open, user]);
  if (!user) return null;

  /** §5: trimmed, saved only when non-empty and changed; on failure the field reverts (§8). */
  const saveName = async (field: 'firstName' | 'lastName', value: string) => {
    const trimmed = value.trim();
    const revert = () => (field === 'firstName' ? setFirstName(user[field]) : setLastName(user[field]));
    if (!trimmed || trimmed === user[field]) return revert();
    toast(t('toast.updating'), 'loading');
    try {
      const updated = await accountApi.editProfile(field === 'firstName' ? { firstName: trimmed } : { lastName: trimmed });
      useSessionStore.getState().setUser(updated);
      toast(t(field === 'firstName' ? 'toast.firstNameChanged' : 'toast.lastNameChanged'), 'success');
    } catch {
      revert();
      toast(t('toast.updateFailed'), 'error');
    }
  };

  const chooseAvatar = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = avatarProblem(file);
    if (problem) return toast(t(problem), 'error');
    toast(t('toast.uploading'), 'loading');
    setProgress(0);
    try {
      const id = await uploadFile(file, 'normal', setProgress);
      useSessionStore.getState().setUser(await accountApi.editProfile({ headFileImageId: id }));
      toast(t('toast.avatarUploaded'), 'success');
    } catch (error) {
      toast(t(error instanceof UploadError ? error.messageKey : 'toast.uploadFailed'), 'error');
    } finally {
      setProgress(null);
    }
  };

  const deleteAccount = async () => {
    try {
      await accountApi.deleteAccount();
      close();
      useSessionStore.getState().signOut();
      navigate('/');
    } catch (error) {
      toast(error instanceof ApiError ? messageOf(error) : t('code.-1'), 'error');
    }
  };

  return (
    <Modal open={open} onClose={close} title={t('account.title')} size="medium" testId="account-dialog">
      <div className="stack">
        <div className="avatar-row">
          <Avatar user={user} size={64} />
          <button type="button" className="btn btn-secondary" onClick={() => fileInput.current?.click()} disabled={progress !== null}>
            <Camera size={16} aria-hidden /> {t('account.changeAvatar')}
          </button>
          <input ref={fileInput} type="file" accept="image/*" hidden onChange={chooseAvatar} aria-label={t('account.avatar')} />
          {progress !== null && <progress max={100} value={progress} aria-label={t('toast.uploading')} />}
        </div>
        <div className="field-row">
          <TextField label={t('auth.firstName')} value={firstName} onChange={setFirstName} onBlur={() => void saveName('firstName', firstName)} maxLength={64} />
          <TextField label={t('auth.lastName')} value={lastName} onChange={setLastName} onBlur={() => void saveName('lastName', lastName)} maxLength={64} />
        </div>
        <TextField label={t('account.email')} value={user.userEmail} onChange={() => {}} disabled />
        <div className="danger-zone">
          <button type="button" className="btn btn-danger-outline" onClick={() => (user.userType === 'pro' ? toast(t('toast.proCannotDelete'), 'error') : setConfirmDelete(true))}>
            {t('account.deleteAccount')}
          </button>
        </div>
      </div>
      <ConfirmDialog open={confirmDelete} title={t('account.deleteTitle')} text={t('account.deleteText')} confirmLabel={t('account.deleteAccount')} onClose={() => setConfirmDelete(false)} onConfirm={() => void deleteAccount()} />
    </Modal>
  );
}
