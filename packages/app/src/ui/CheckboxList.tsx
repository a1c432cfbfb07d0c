/** A list of checkboxes for picking several answers (cancel reasons, support issues), in the given order. */
export function CheckboxList({ legend, options, chosen, onChange }: { legend: string; options: { id: string; label: string }[]; chosen: string[]; onChange(next: string[]): void }) {
  const toggle = (id: string) => onChange(chosen.includes(id) ? chosen.filter((item) => item !== id) : options.map((option) => option.id).filter((item) => item === id || chosen.includes(item)));
  return (
    <fieldset className="reason-list">
      <legend className="visually-hidden">{legend}</legend>
      {options.map((option) => (
        <label key={option.id} className="reason">
          <input type="checkbox" checked={chosen.includes(option.id)} onChange={() => toggle(option.id)} />
          {option.label}
        </label>
      ))}
    </fieldset>
  );
}
