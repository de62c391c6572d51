// Product.encodedVariantExistence / encodedVariantAvailability: Shopify's "v1_" trie encoding of
// option-value index tuples, the format @shopify/hydrogen-react's decodeEncodedVariant reads.
//
//   [[0,0,0],[0,1,0],[0,1,1],[1,0,0],[1,0,1],[1,1,1],[2,0,1],[2,1,0]]
//   → "v1_0:0:0,1:0-1,,1:0:0-1,1:1,,2:0:1,1:0,,"
// ":" descends into the next option, "," closes a prefix, "-" spans a run of consecutive values and
// " " separates values that are not consecutive.

interface TrieNode {
  children: Map<number, TrieNode>;
}

function compressRuns(values: readonly number[]): string {
  const parts: string[] = [];
  let index = 0;
  while (index < values.length) {
    let end = index;
    while (end + 1 < values.length && values[end + 1] === values[end] + 1) end++;
    parts.push(end > index ? `${values[index]}-${values[end]}` : String(values[index]));
    index = end + 1;
  }
  return parts.join(' ');
}

function encodeNode(node: TrieNode, depth: number, optionCount: number): string {
  const keys = [...node.children.keys()].sort((a, b) => a - b);
  if (depth === optionCount - 1) return compressRuns(keys);
  return keys
    .map((key) => `${key}:${encodeNode(node.children.get(key)!, depth + 1, optionCount)},`)
    .join('');
}

export function encodeVariantTuples(tuples: readonly (readonly number[])[]): string {
  if (tuples.length === 0) return '';
  const optionCount = tuples[0].length;
  const root: TrieNode = {children: new Map()};
  for (const tuple of tuples) {
    let node = root;
    for (const index of tuple) {
      let child = node.children.get(index);
      if (!child) {
        child = {children: new Map()};
        node.children.set(index, child);
      }
      node = child;
    }
  }
  return `v1_${encodeNode(root, 0, optionCount)}`;
}
