export function deadline(ms: number, onDue: () => void): () => void;
export function runOverdue(now?: number): void;
export function pendingDeadlines(): number;
