import type { Product } from '@/lib/content';
import { specGroupLabel } from '@/lib/catalog/spec-groups';
import { messages } from '@/lib/i18n';

/**
 * A product's specifications: a header row names the two columns, then one row group per
 * spec group, headed by its label. (Without the column headers, the first row would be a
 * lone cell across the table, which reads as a fake caption.)
 */
export function SpecTable({ specs, productName }: { specs: Product['specs']; productName: string }) {
  return (
    <div className="table-responsive">
      <table className="table spec-table">
        <thead>
          <tr>
            <th scope="col">{messages.specTable.feature}</th>
            <th scope="col">{productName}</th>
          </tr>
        </thead>
        {specs.map((group) => (
          <tbody key={group.group}>
            <tr className="table-light">
              <th colSpan={2} scope="rowgroup">
                {specGroupLabel(group.group)}
              </th>
            </tr>
            {group.rows.map((row) => (
              <tr key={row.label}>
                <th scope="row">{row.label}</th>
                <td>{row.value}</td>
              </tr>
            ))}
          </tbody>
        ))}
      </table>
    </div>
  );
}
