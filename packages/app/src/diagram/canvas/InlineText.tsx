import { useEffect, useRef, useState } from 'react';

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * A text field laid over a node or a link of the drawing, for typing its text in place. Placed in
 * percentages of the drawing, so it stays over its node at whatever size the drawing is shown.
 * Enter or leaving the field keeps the text; Escape drops it (`onDone(null)`).
 */
export function InlineText({ box, frame, label, initial, onDone }: { box: Box; frame: { width: number; height: number }; label: string; initial: string; onDone(text: string | null): void }) {
  const input = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(initial);
  const done = useRef(false);
  const finish = (value: string | null) => {
    if (done.current) return;
    done.current = true;
    onDone(value);
  };
  useEffect(() => {
    input.current?.focus();
    input.current?.select();
  }, []);
  return (
    <input
      ref={input}
      className="input dgm-inline-text"
      dir="auto"
      aria-label={label}
      value={text}
      maxLength={200}
      style={{ left: `${(box.x / frame.width) * 100}%`, top: `${(box.y / frame.height) * 100}%`, width: `${(box.width / frame.width) * 100}%`, height: `${(box.height / frame.height) * 100}%` }}
      onChange={(event) => setText(event.target.value)}
      onBlur={() => finish(text)}
      onKeyDown={(event) => {
        event.stopPropagation();
        if (event.key === 'Enter') finish(text);
        else if (event.key === 'Escape') finish(null);
      }}
    />
  );
}
