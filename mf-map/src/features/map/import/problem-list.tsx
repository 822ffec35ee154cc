import { type ApiSchema, formatMessage, mapImportMessages } from '@groupmap/contracts';

/** Rows listed at most; the rest are counted ("and 12 more"). */
export const PROBLEMS_SHOWN = 20;

const text = mapImportMessages;

interface ProblemListProps {
  problems: readonly ApiSchema<'ImportProblem'>[];
  /** All the problems, of which `problems` holds the first (the server sends up to 500). */
  problemCount: number;
  /** The heading's id, naming the list. */
  labelledBy: string;
}

/** The rows an import skips, each with its reason: the first 20, then how many more. */
export function ProblemList({ problems, problemCount, labelledBy }: ProblemListProps) {
  const shown = problems.slice(0, PROBLEMS_SHOWN);
  const more = problemCount - shown.length;
  return (
    <ul className="import-dialog__problems" aria-labelledby={labelledBy}>
      {shown.map(({ row, reason }) => (
        <li key={`${row}:${reason}`}>
          <strong>{formatMessage(text.problemRow, { row })}</strong>: {reason}
        </li>
      ))}
      {more > 0 && <li>{formatMessage(text.moreProblems, { n: more })}</li>}
    </ul>
  );
}
