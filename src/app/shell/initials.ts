// What the collapsed drawer shows in place of a label: up to two initials ("Supplier Waste" → "SW").
export function initialsOf(label: string): string {
  const words = label.split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? words.slice(0, 2).map((w) => w[0]) : [label.slice(0, 2)];
  return letters.join('').toUpperCase();
}
