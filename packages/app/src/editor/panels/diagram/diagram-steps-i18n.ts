import { useTranslation } from 'react-i18next';
import { addNamespace } from '../../../i18n/i18n.ts';
import en from '../../../i18n/locales/en/diagramSteps.ts';

/** The diagram's step list keeps its texts in its own namespace, loaded like the editor's. */
const STEPS_NS = 'diagramSteps';

await addNamespace(STEPS_NS, en, import.meta.glob<{ default: object }>(['../../../i18n/locales/*/diagramSteps.ts', '!../../../i18n/locales/en/*.ts']));

export function useStepsT() {
  return useTranslation(STEPS_NS).t;
}
