import { GRAPH_LIMITS } from './graph-limits.ts';
import { useForceGraphT } from './forcegraph-i18n.ts';
import type { ParseResult } from './parse-graph.ts';

/** Only the first few line problems are listed; a long paste of prose would otherwise flood the page. */
const SHOWN_ISSUES = 5;

/** What went wrong with the input, in words: a refusal in an alert, skipped lines as a polite list. */
export function ParseIssues({ result, fileTooLarge }: { result: ParseResult; fileTooLarge: boolean }) {
  const t = useForceGraphT();
  if (fileTooLarge || !result.ok) {
    const message = fileTooLarge
      ? t('failTooLong', { max: GRAPH_LIMITS.maxTextLength })
      : result.ok
        ? ''
        : {
            tooLong: t('failTooLong', { max: GRAPH_LIMITS.maxTextLength }),
            tooManyNodes: t('failTooManyNodes', { max: GRAPH_LIMITS.maxNodes }),
            tooManyEdges: t('failTooManyEdges', { max: GRAPH_LIMITS.maxEdges }),
          }[result.failure.kind];
    return (
      <p role="alert" className="fg-error" data-testid="forcegraph-issues">
        {message}
      </p>
    );
  }
  if (result.issues.length === 0) return <div role="status" className="fg-issues" />;
  const messages = {
    malformed: (line: number) => t('issueMalformed', { line }),
    missingEnd: (line: number) => t('issueMissingEnd', { line }),
    selfLink: (line: number) => t('issueSelfLink', { line }),
  };
  const hidden = result.issues.length - SHOWN_ISSUES;
  return (
    <div role="status" className="fg-issues" data-testid="forcegraph-issues">
      <ul>
        {result.issues.slice(0, SHOWN_ISSUES).map((issue) => (
          <li key={issue.line}>{messages[issue.kind](issue.line)}</li>
        ))}
      </ul>
      {hidden > 0 ? <p>{t('moreIssues', { more: hidden })}</p> : null}
    </div>
  );
}
