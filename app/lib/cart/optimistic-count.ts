export interface CountedCart {
  totalQuantity?: number | null;
  lines?: {nodes: Array<{id: string; quantity: number}>} | null;
}

export interface PendingCartForm {
  action?: unknown;
  inputs?: Record<string, unknown>;
}

// Pending inputs are whatever the form holds, not yet checked: anything unreadable counts as no change.
const whole = (value: unknown): number | null => {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) && number >= 0 ? number : null;
};

const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

export function optimisticCount(cart: CountedCart | null | undefined, pending: PendingCartForm[]): number {
  let count = cart?.totalQuantity ?? 0;
  const quantities = new Map((cart?.lines?.nodes ?? []).map((line) => [line.id, line.quantity]));
  for (const {action, inputs = {}} of pending) {
    if (action === 'LinesAdd') {
      for (const line of list(inputs.lines)) {
        count += whole((line as {quantity?: unknown})?.quantity) ?? 1;
      }
    } else if (action === 'LinesUpdate') {
      const lines = list(inputs.lines) as Array<{id?: unknown; quantity?: unknown}>;
      const typed = lines.length === 1 ? whole(inputs.quantity) : null;
      for (const line of lines) {
        const before = typeof line?.id === 'string' ? quantities.get(line.id) : undefined;
        const after = typed ?? whole(line?.quantity);
        if (before === undefined || after === null) continue;
        count += after - before;
        quantities.set(line.id as string, after);
      }
    } else if (action === 'LinesRemove') {
      for (const id of list(inputs.lineIds)) {
        const before = typeof id === 'string' ? quantities.get(id) : undefined;
        if (before === undefined) continue;
        count -= before;
        quantities.delete(id as string);
      }
    }
  }
  return Math.max(0, count);
}
