// The plain-text table `npm run bench` prints: one row per page, its median run.
const COLUMNS = [
  {title: 'page', value: (page) => page.name, align: 'left'},
  {title: 'path', value: (page) => page.path, align: 'left'},
  {title: 'perf', cell: 'performance', value: (page) => page.median?.scores.performance},
  {title: 'a11y', cell: 'accessibility', value: (page) => page.median?.scores.accessibility},
  {
    title: 'best-pr',
    cell: 'best-practices',
    value: (page) => page.median?.scores['best-practices'],
  },
  {
    title: 'seo',
    cell: 'seo',
    value: (page) =>
      page.median && page.noindex ? `${page.median.seoExceptCrawlable ?? '-'} noindex` : page.median?.scores.seo,
  },
  {title: 'LCP ms', value: (page) => round(page.median?.lcpMs, 0)},
  {title: 'TBT ms', value: (page) => round(page.median?.tbtMs, 0)},
  {title: 'CLS', value: (page) => round(page.median?.cls, 3)},
  {title: 'JS gzip KB', cell: 'scriptGzipKB', value: (page) => round(page.median?.scriptGzipKB, 1)},
  {title: 'JS wire KB', value: (page) => round(page.median?.scriptKB, 1)},
  {title: 'HTML KB', value: (page) => round(page.html?.kb, 1)},
  {title: 'HTML gzip KB', value: (page) => round(page.html?.gzipKB, 1)},
  {
    title: 'perf of runs',
    value: (page) => page.runs.map((run) => run.summary?.scores.performance ?? 'err').join(' '),
    align: 'left',
  },
];
const MISS = '✗';

export function formatTable(pages) {
  const rows = pages.map((page) =>
    COLUMNS.map((column) => {
      const value = column.value(page);
      const text = value == null ? '-' : String(value);
      if (column.align === 'left') return text;
      const missed = page.misses.some((miss) => miss.cell === column.cell);
      return text + (missed ? MISS : ' ');
    }),
  );
  const header = COLUMNS.map((column) =>
    column.align === 'left' ? column.title : `${column.title} `,
  );
  const widths = header.map((title, i) =>
    Math.max(title.length, ...rows.map((row) => row[i].length)),
  );
  const line = (cells) =>
    cells
      .map((cell, i) =>
        COLUMNS[i].align === 'left' ? cell.padEnd(widths[i]) : cell.padStart(widths[i]),
      )
      .join('  ')
      .trimEnd();
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join(
    '\n',
  );
}

export const MISS_LEGEND = `${MISS} outside the budget`;

function round(value, digits) {
  return value == null ? null : value.toFixed(digits);
}

/** A table of text cells: the first column left-aligned, the others right-aligned. */
export function plainTable(header, lines) {
  const widths = header.map((title, i) => Math.max(title.length, ...lines.map((line) => line[i].length)));
  const format = (cells) => cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  ');
  return [format(header), format(widths.map((width) => '-'.repeat(width))), ...lines.map(format)].join('\n');
}

/** The median of the values that are not null (the lower middle for an even count); null when none is. */
export function medianOf(values) {
  const known = values.filter((value) => value !== null).sort((a, b) => a - b);
  return known.length ? known[Math.floor((known.length - 1) / 2)] : null;
}
