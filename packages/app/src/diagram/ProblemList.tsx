/** The parser's line-numbered errors (why nothing new is drawn) or notices (what was drawn another way). */
export function ProblemList({ heading, kind, problems }: { heading: string; kind: 'error' | 'notice'; problems: string[] }) {
  if (problems.length === 0) return null;
  return (
    <div className="dgm-problems" data-kind={kind} data-testid={`diagram-${kind}s`} role={kind === 'error' ? 'alert' : 'status'}>
      <h3>{heading}</h3>
      <ul>
        {problems.map((text, index) => (
          <li key={index}>{text}</li>
        ))}
      </ul>
    </div>
  );
}
