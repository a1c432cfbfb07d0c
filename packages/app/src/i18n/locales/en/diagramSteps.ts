/** The diagram's step list in the block panel (i18next namespace 'diagramSteps'); other languages fall back to these. */
const en = {
  steps: 'Steps',
  addStep: 'Add a step',
  removeStep: 'Remove step {{n}}',
  moveUp: 'Move step {{n}} up',
  moveDown: 'Move step {{n}} down',
  range: 'From {{min}} to {{max}} steps',
};

export default en;
