import { useOperator } from './use-operator';

/** Stands in for the company name in running text until the configuration has loaded. */
const OPERATOR_FALLBACK = 'the operator of Groupmap';

/** The operator's company name, inline in running text. */
export function OperatorName() {
  const { operator } = useOperator();
  return <>{operator?.companyName ?? OPERATOR_FALLBACK}</>;
}

/** The operator's contact e-mail as a mailto link, inline in running text. */
export function OperatorEmail() {
  const { operator } = useOperator();
  if (!operator) return <>the contact address below</>;
  return <a href={`mailto:${operator.contactEmail}`}>{operator.contactEmail}</a>;
}

/** Company name, registered address and contact e-mail, as a block (the "Contact" sections). */
export function OperatorDetails() {
  const { operator, failed } = useOperator();
  if (!operator) {
    return (
      <p className="legal__muted" role="status">
        {failed
          ? "The operator's details could not be loaded. Please reload the page."
          : "Loading the operator's details..."}
      </p>
    );
  }
  return (
    <dl className="legal__operator">
      <dt>Company</dt>
      <dd>{operator.companyName}</dd>
      <dt>Registered address</dt>
      <dd>{operator.registeredAddress}</dd>
      <dt>E-mail</dt>
      <dd>
        <a href={`mailto:${operator.contactEmail}`}>{operator.contactEmail}</a>
      </dd>
    </dl>
  );
}
