// LoadingState: what a page or section shows while its data is on the way, announced politely.
interface LoadingStateProps {
  what?: string;
}

export function LoadingState({ what }: LoadingStateProps) {
  return (
    <p className="loading-state" role="status">
      <span className="spinner" aria-hidden="true" />
      Loading{what ? ` ${what}` : ''}…
    </p>
  );
}
