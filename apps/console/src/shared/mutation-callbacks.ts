// What a component adds to a resource's mutation: its own reaction to the answer (close a
// dialog, show a secret, navigate, map errors onto fields). The mutation hook runs it in the
// same callback as its cache work (not as mutate()'s own callback), so it runs even when the
// answer unmounts the component that asked.
export interface MutationCallbacks<TData> {
  onSuccess?: (data: TData) => unknown;
  onError?: (error: Error) => void;
}
