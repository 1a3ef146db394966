import type { Product } from '@/lib/content';
import { specGroupLabel } from '@/lib/catalog/spec-groups';

export function SpecTable({ specs }: { specs: Product['specs'] }) {
  return (
    <div className="table-responsive">
      <table className="table spec-table">
        {specs.map((group) => (
          <tbody key={group.group}>
            <tr className="table-light">
              <th colSpan={2} scope="colgroup">
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
