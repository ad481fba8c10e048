import type { SampleQuestion } from '../data/sample-questions';

/** The table or the process that a practice question asks the candidate to describe. */
export function SampleMaterial({ question }: { question: SampleQuestion }) {
  return (
    <>
      {question.table && (
        <div className="sample-table-wrap">
          <table className="sample-table">
            <caption>{question.table.caption}</caption>
            <thead>
              <tr>
                {question.table.columns.map((column, index) => (
                  <th key={column} scope="col" className={index > 0 ? 'sample-table__number' : undefined}>
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {question.table.rows.map(([label, ...values]) => (
                <tr key={label}>
                  <th scope="row">{label}</th>
                  {values.map((value, index) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: a fixed table of numbers; cells never reorder
                    <td key={index} className="sample-table__number">
                      {value}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {question.steps && (
        <figure className="sample-process">
          <figcaption className="sample-process__caption">{question.steps.caption}</figcaption>
          <ol className="sample-process__steps">
            {question.steps.items.map((step) => (
              <li key={step} className="sample-process__step">
                {step}
              </li>
            ))}
          </ol>
        </figure>
      )}
    </>
  );
}
