import { useEffect, useState, type InputHTMLAttributes } from 'react';

type DraftInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange'> & {
  value: string;
  onCommit(value: string): void;
};

/**
 * An input whose text is its own while focused: every change is written to the document at
 * once, but the document comes back a frame later, and a controlled input fed from it would
 * move the cursor to the end on each keystroke.
 */
export function DraftInput({ value, onCommit, ...rest }: DraftInputProps) {
  const [draft, setDraft] = useState(value);
  const [focused, setFocused] = useState(false);
  useEffect(() => {
    if (!focused) setDraft(value);
  }, [value, focused]);
  return (
    <input
      {...rest}
      value={draft}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
      onChange={(event) => {
        setDraft(event.target.value);
        onCommit(event.target.value);
      }}
    />
  );
}
