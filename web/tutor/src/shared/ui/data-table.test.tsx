import { renderToStaticMarkup } from 'react-dom/server';
import { expect, test } from 'vitest';
import { actionColumn, type Column, DataTable } from './data-table';
import { EmptyState } from './load-states';

type Row = { id: string; name: string; tries: number };
const rows: Row[] = [
  { id: 'a', name: 'Ada', tries: 1 },
  { id: 'b', name: 'Ben', tries: 3 },
];
const columns: Column<Row>[] = [
  { header: 'Name', className: 'cell-strong', rowHeader: true, cell: (row) => row.name },
  { header: 'Tries (all time)', label: 'Tries', cell: (row) => row.tries },
  actionColumn((row) => <button type="button">Open {row.name}</button>),
];
const render = (props: Partial<Parameters<typeof DataTable<Row>>[0]>) =>
  renderToStaticMarkup(<DataTable rows={rows} columns={columns} rowKey={(row) => row.id} {...props} />);

test('a table in a card, with a hidden caption, column headers and a phone label on each data cell', () => {
  const html = render({ caption: 'People, newest first' });
  expect(html).toContain(
    '<div class="card card-flush"><div class="table-wrap"><table class="admin-table"><caption class="visually-hidden">People, newest first</caption>',
  );
  expect(html).toContain(
    '<th scope="col">Name</th><th scope="col">Tries (all time)</th><th scope="col"><span class="visually-hidden">Action</span></th>',
  );
  expect(html).toContain(
    '<tr><th scope="row" data-label="Name" class="cell-strong">Ada</th><td data-label="Tries">1</td><td class="cell-action"><button type="button">Open Ada</button></td></tr>',
  );
});

test('a heading can name the table instead of a caption; rows take their class', () => {
  const html = render({
    labelledBy: 'tries-title',
    tableClassName: 'queue-table',
    rowClassName: (row) => `row-${row.id}`,
  });
  expect(html).toContain('<table class="queue-table" aria-labelledby="tries-title"><thead>');
  expect(html).not.toContain('<caption');
  expect(html).toContain('<tr class="row-b">');
});

test('an opened row shows its content in a full-width row under it', () => {
  const html = render({
    expansion: {
      render: (row) => (row.id === 'b' ? 'Body of Ben' : null),
      rowClassName: 'open-row',
      cellClassName: 'open-cell',
    },
  });
  expect(html).toContain('<tr class="open-row"><td colSpan="3" class="open-cell">Body of Ben</td></tr>');
  expect(html.match(/open-row/g)).toHaveLength(1);
});

test('no rows: the empty state when there is one, the bare table otherwise', () => {
  const empty = <EmptyState title="Nobody yet." hint="People appear here." />;
  expect(render({ rows: [], empty })).toBe(
    '<div class="empty-state"><p class="empty-title">Nobody yet.</p><p class="muted">People appear here.</p></div>',
  );
  expect(render({ rows: [] })).toContain('<tbody></tbody>');
});

test('before the first answer a spinner if asked; an error with its retry, and no spinner', () => {
  expect(render({ rows: undefined, loadingLabel: 'Loading people…' })).toContain('Loading people…');
  expect(render({ rows: undefined })).toBe('');
  const html = render({
    rows: undefined,
    loadingLabel: 'Loading people…',
    error: { title: 'People could not be loaded.', message: 'Network down', onRetry: () => undefined },
  });
  expect(html).toContain('People could not be loaded.');
  expect(html).toContain('Try again');
  expect(html).not.toContain('Loading people…');
});

test('the pager sits in the card under the table once there is more than a page', () => {
  const html = render({ pager: { page: 1, pageSize: 2, total: 5, onPageChange: () => undefined } });
  expect(html).toContain('</table></div><nav class="pagination" aria-label="Pagination">');
  expect(render({ pager: { page: 1, pageSize: 2, total: 2, onPageChange: () => undefined } })).not.toContain(
    'pagination',
  );
});
