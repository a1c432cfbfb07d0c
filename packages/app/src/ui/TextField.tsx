import { Eye, EyeOff } from 'lucide-react';
import { useId, useState, type InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange'> {
  label: string;
  value: string;
  onChange(value: string): void;
  /** §4 input states: an error message marks the field invalid; `success` marks it accepted. */
  error?: string;
  success?: boolean;
}

export function TextField({ label, value, onChange, error, success, type = 'text', ...input }: TextFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const [revealed, setRevealed] = useState(false);
  const isPassword = type === 'password';
  const state = input.disabled ? 'disabled' : error ? 'error' : success ? 'success' : 'normal';
  return (
    <div className="field" data-state={state}>
      <label htmlFor={id}>{label}</label>
      <div className="field-control">
        <input
          id={id}
          type={isPassword && revealed ? 'text' : type}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          {...input}
        />
        {isPassword && (
          <button type="button" className="icon-button field-reveal" aria-label={revealed ? t('auth.hidePassword') : t('auth.showPassword')} onClick={() => setRevealed(!revealed)}>
            {revealed ? <EyeOff size={16} aria-hidden /> : <Eye size={16} aria-hidden />}
          </button>
        )}
      </div>
      {error && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
