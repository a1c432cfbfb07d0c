import { useEffect, useState } from 'react';

/** The system's usual blink period; the caret stays solid for a moment after every move or keystroke. */
const BLINK_MS = 530;

/** Whether the caret shows now: blinking while idle, solid whenever `focus` changes. */
export function useCaretBlink(focus: unknown): boolean {
  const [visible, setVisible] = useState(true);
  useEffect(() => {
    setVisible(true);
    const timer = setInterval(() => setVisible((shown) => !shown), BLINK_MS);
    return () => clearInterval(timer);
  }, [focus]);
  return visible;
}
