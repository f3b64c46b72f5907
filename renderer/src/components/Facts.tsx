/** A labelled figure or fact ("Spend: RM 88,878.18", "Order date: ..."), optionally with a class of its own. */
export interface Fact {
  label: string;
  value: string | number;
  className?: string;
}

/** Facts as a description list, each label over its value: the insights' totals, a printed document's facts, the cart's totals. */
export function Facts({ facts, className, valueClassName }: { facts: readonly Fact[]; className: string; valueClassName?: string }) {
  return (
    <dl className={className}>
      {facts.map((fact) => (
        <div key={fact.label} className={fact.className}>
          <dt>{fact.label}</dt>
          <dd className={valueClassName}>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
