/** One choice of a select, a radio group or a list filter: the value it stands for, and the words shown for it. */
export type Choice = { value: string | number | boolean; label: string };

/** A label map's entries (code → words) as choices, in the map's order. */
export const choicesOf = (labels: Readonly<Record<string, string>>) => Object.entries(labels).map(([value, label]) => ({ value, label }));
