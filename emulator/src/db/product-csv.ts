// Shopify's product export CSV (Products → Export in the admin) read into the seed file's product entries,
// which the seed file's schema then checks like any other. One product spans the rows that share its
// Handle: the first holds its fields, each row with an option value or a price adds a variant, each row
// with an Image Src adds an image. Drafts, archived and unpublished products are left out, as the
// Storefront API does not show them.

/** RFC 4180: commas, double quotes doubled inside quoted fields, line breaks inside them. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const source = text.replace(/^\uFEFF/, '');
  for (let index = 0; index < source.length; index++) {
    const char = source[index];
    if (quoted) {
      if (char === '"' && source[index + 1] === '"') {
        field += '"';
        index++;
      } else if (char === '"') {
        quoted = false;
      } else {
        field += char;
      }
    } else if (char === '"') {
      quoted = true;
    } else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && source[index + 1] === '\n') index++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else {
      field += char;
    }
  }
  if (field !== '' || row.length) {
    row.push(field);
    rows.push(row);
  }
  return rows.filter((cells) => cells.some((cell) => cell.trim() !== ''));
}

export interface CsvProducts {
  /** Entries in the seed file's `products[]` shape. */
  products: Record<string, unknown>[];
  /** The CSV row (the header is row 1; a quoted line break does not start a row) each product and variant came from, by its seed path. */
  lines: Map<string, number>;
}

// The export has no image sizes; a square of this side stands in for them.
const CSV_IMAGE_SIDE = 1000;

const truthy = (value: string) => /^(true|yes|1)$/i.test(value.trim());

export function productsFromCsv(text: string, createdAt: string): CsvProducts {
  const [header, ...rows] = parseCsv(text);
  if (!header) return {products: [], lines: new Map()};
  const column = new Map(header.map((name, index) => [name.trim(), index]));
  const products: Record<string, unknown>[] = [];
  const lines = new Map<string, number>();
  let current: {entry: Record<string, unknown>; variants: Record<string, unknown>[]; images: Record<string, unknown>[]; skip: boolean} | null = null;

  rows.forEach((cells, rowIndex) => {
    const line = rowIndex + 2;
    const cell = (name: string) => (column.has(name) ? (cells[column.get(name)!] ?? '').trim() : '');
    const handle = cell('Handle');
    if (!current || handle !== current.entry.handle) {
      const status = cell('Status').toLowerCase();
      const published = cell('Published');
      const skip = (status !== '' && status !== 'active') || (published !== '' && !truthy(published));
      const optionNames = [1, 2, 3].map((n) => cell(`Option${n} Name`)).filter(Boolean);
      current = {
        entry: {
          handle,
          title: cell('Title'),
          descriptionHtml: cell('Body (HTML)'),
          productType: cell('Type'),
          vendor: cell('Vendor') || undefined,
          tags: cell('Tags').split(',').map((tag) => tag.trim()).filter(Boolean),
          createdAt,
          // "Default Title" alone is the export's way of saying the product has no options.
          options:
            optionNames.length && !(optionNames.length === 1 && cell('Option1 Value') === 'Default Title')
              ? optionNames.map((name) => ({name, values: [] as string[]}))
              : undefined,
        },
        variants: [],
        images: [],
        skip,
      };
      if (!skip) {
        lines.set(`products[${products.length}]`, line);
        products.push(current.entry);
        current.entry.variants = current.variants;
        current.entry.images = current.images;
      }
    }
    const options = current.entry.options as {name: string; values: string[]}[] | undefined;
    const values = [1, 2, 3].map((n) => cell(`Option${n} Value`)).slice(0, options?.length ?? 0);
    if (values.some(Boolean) || cell('Variant Price') || cell('Variant SKU')) {
      values.forEach((value, index) => {
        if (options && !options[index].values.includes(value)) options[index].values.push(value);
      });
      const grams = Number(cell('Variant Grams') || 0);
      const inventory = cell('Variant Inventory Qty');
      if (!current.skip) lines.set(`products[${products.length - 1}].variants[${current.variants.length}]`, line);
      current.variants.push({
        ...(options ? {options: values} : {}),
        sku: cell('Variant SKU') || `${handle}-${current.variants.length + 1}`,
        price: cell('Variant Price'),
        ...(cell('Variant Compare At Price') ? {compareAtPrice: cell('Variant Compare At Price')} : {}),
        inventory: inventory === '' ? 0 : Number(inventory),
        requiresShipping: cell('Variant Requires Shipping') === '' ? true : truthy(cell('Variant Requires Shipping')),
        weightGrams: Number.isFinite(grams) ? grams : 0,
      });
    }
    const image = cell('Image Src');
    if (image) {
      const alt = cell('Image Alt Text');
      current.images.push({url: image, width: CSV_IMAGE_SIDE, height: CSV_IMAGE_SIDE, ...(alt ? {alt} : {})});
    }
  });
  return {products, lines};
}
