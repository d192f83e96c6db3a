// StatusBadge: a short status word with a colour that only repeats what the word says.
interface StatusBadgeProps {
  tone: 'good' | 'bad' | 'warn' | 'neutral';
  children: string;
}

export function StatusBadge({ tone, children }: StatusBadgeProps) {
  return <span className={`badge badge-${tone}`}>{children}</span>;
}
