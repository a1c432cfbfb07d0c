import { describe, expect, it } from 'vitest';
import { findNumbers } from './find-numbers.ts';

const labelOf = (sentence: string, display: string) => findNumbers(sentence).find((fact) => fact.display === display)?.label;

describe('the label a figure gets on a stat card', () => {
  it('names what an amount is of', () => {
    expect(labelOf('We gave 1,600 kg of fresh vegetables to the Millbrook food bank.', '1,600 kg')).toBe('Fresh vegetables');
    expect(labelOf('Turnout at the annual general meeting was 31% of members.', '31%')).toBe('Members');
    expect(labelOf('Blade repairs took eleven weeks; the insurer covered 85% of the cost.', '85%')).toBe('Cost');
  });

  it('ends the words after a number before the verb that follows them', () => {
    expect(labelOf('Help us find a second site because 85 families are on the waiting list.', '85')).toBe('Families');
  });

  it('takes the subject when the words after the number are not what it counts', () => {
    expect(labelOf('The two Saltmarsh turbines produced 27.9 GWh despite the February storm.', '27.9 GWh')).toBe('Two Saltmarsh turbines');
    expect(labelOf('Revenue rose 18% to $14.8M while operating costs grew only 9%.', '9%')).toBe('Operating costs');
  });

  it('never labels a figure with a lone connective or adverb', () => {
    const sentences = [
      'Running costs came to £7,900 and were met by a council grant of £5,000 together with £2,900 from plot fees.',
      'We gave 1,600 kg of vegetables, which is 40% more than last year.',
      'The Eastpier array reused existing roofs, and 70% of the steel is recycled.',
    ];
    const labels = sentences.flatMap(findNumbers).map((fact) => fact.label);
    expect(labels).not.toContain('Together');
    expect(labels).not.toContain('More');
    expect(labels).not.toContain('And');
  });
});
