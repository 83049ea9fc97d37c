// What the collapsed drawer shows in place of a label: two letters ("Supplier Waste" → "SW").
// Within one menu no two entries share them (issue 13: "CO" stood for Collections, its entry
// Collections and Count at once): a clash takes the label's first letter with a later one.

export function initialsOf(label: string): string {
  const words = label.split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? words.slice(0, 2).map((w) => w[0]) : [label.slice(0, 2)];
  return letters.join('').toUpperCase();
}

/**
 * The usual initials first, then the first letter with each later letter of the label, then any
 * two of its letters in order, then the first letter with a digit.
 */
function candidatesOf(label: string): string[] {
  const letters = Array.from(label.replace(/[^\p{L}\p{N}]/gu, '').toUpperCase());
  const first = letters[0] ?? '?';
  const pairs = letters.flatMap((a, i) => letters.slice(i + 1).map((b) => `${a}${b}`));
  return [initialsOf(label), ...letters.slice(1).map((letter) => `${first}${letter}`), ...pairs, ...Array.from('123456789', (d) => `${first}${d}`)];
}

/**
 * Initials for each label, in order, none repeated: the first label keeps its usual initials and a
 * later clash takes its next free candidate (its usual initials only when every one is taken).
 */
export function uniqueInitials(labels: readonly string[]): string[] {
  const taken = new Set<string>();
  return labels.map((label) => {
    const candidates = candidatesOf(label);
    const free = candidates.find((c) => !taken.has(c)) ?? candidates[0]!;
    taken.add(free);
    return free;
  });
}
