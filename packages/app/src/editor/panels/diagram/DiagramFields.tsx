import { type BlockOf, newNodeId } from '@folio/layout';
import { ChevronDown, ChevronUp, Plus, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useEditorT } from '../../editor-i18n.ts';
import { DraftInput } from '../fields/DraftInput.tsx';
import { addStep, maxSteps, MIN_STEPS, moveStep, removeStep } from './diagram-steps.ts';
import { useStepsT } from './diagram-steps-i18n.ts';
import './diagram-fields.css';

type Diagram = BlockOf<'diagram'>;

/**
 * A diagram's steps as a list: each label in a field, moved up or down or removed beside it,
 * and a step added at the end (its field is focused with its text selected, ready to type over).
 */
export function DiagramFields({ diagram, change }: { diagram: Diagram; change(next: Diagram): void }) {
  const t = useEditorT();
  const steps = useStepsT();
  const [added, setAdded] = useState<string | null>(null);
  const list = useRef<HTMLOListElement>(null);
  const count = diagram.nodes.length;
  const most = maxSteps(diagram);

  // The new step's field exists once the document has come back with the step in it.
  useEffect(() => {
    const field = added ? list.current?.querySelector<HTMLInputElement>(`input[data-step="${added}"]`) : null;
    if (!field) return;
    field.focus();
    field.select();
    setAdded(null);
  }, [added, diagram]);

  const add = () => {
    const id = newNodeId();
    change(addStep(diagram, id, t('stepLabel', { n: count + 1 })));
    setAdded(id);
  };

  return (
    <div className="block-fields">
      <ol ref={list} className="diagram-steps" aria-label={steps('steps')}>
        {diagram.nodes.map((node, index) => (
          <li key={node.id} className="diagram-step">
            <DraftInput
              data-step={node.id}
              className="field-input"
              aria-label={t('stepLabel', { n: index + 1 })}
              value={node.label}
              onCommit={(label) => change({ ...diagram, nodes: diagram.nodes.map((each) => (each.id === node.id ? { ...each, label } : each)) })}
            />
            <button type="button" className="editor-icon-button small" disabled={index === 0} onClick={() => change(moveStep(diagram, node.id, -1))} aria-label={steps('moveUp', { n: index + 1 })}>
              <ChevronUp size={14} aria-hidden />
            </button>
            <button type="button" className="editor-icon-button small" disabled={index === count - 1} onClick={() => change(moveStep(diagram, node.id, 1))} aria-label={steps('moveDown', { n: index + 1 })}>
              <ChevronDown size={14} aria-hidden />
            </button>
            <button type="button" className="editor-icon-button small" disabled={count <= MIN_STEPS} onClick={() => change(removeStep(diagram, node.id))} aria-label={steps('removeStep', { n: index + 1 })}>
              <X size={14} aria-hidden />
            </button>
          </li>
        ))}
      </ol>
      <div className="field-row">
        <button type="button" className="editor-text-button diagram-add" disabled={count >= most} onClick={add}>
          <Plus size={14} aria-hidden /> {steps('addStep')}
        </button>
        <span>{steps('range', { min: MIN_STEPS, max: most })}</span>
      </div>
    </div>
  );
}
