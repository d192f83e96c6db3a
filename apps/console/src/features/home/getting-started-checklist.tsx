// GettingStartedChecklist: the five steps from a new workspace to a first counted event and a
// webhook, ticked from real data (GET .../getting-started), each with a link to where it is done.
import { useQuery } from '@tanstack/react-query';
import { useWorkspace } from '@/features/workspaces/workspace-context';
import { ErrorState } from '@/shared/error-state';
import { LoadingState } from '@/shared/loading-state';
import { GettingStartedItem } from './getting-started-item';
import { gettingStartedQuery } from './getting-started-queries';

export function GettingStartedChecklist() {
  const workspace = useWorkspace();
  const steps = useQuery(gettingStartedQuery(workspace.id));
  const base = `/workspaces/${workspace.id}`;

  return (
    <section className="panel" aria-labelledby="getting-started-title">
      <h2 id="getting-started-title">Getting started</h2>
      {steps.isPending ? (
        <LoadingState what="the checklist" />
      ) : steps.isError ? (
        <ErrorState error={steps.error} what="the checklist" onRetry={() => void steps.refetch()} />
      ) : (
        <>
          <p>
            {steps.data.steps.filter((step) => step.done).length} of {steps.data.steps.length} steps done.
          </p>
          <ol className="checklist">
            {steps.data.steps.map((step) => (
              <GettingStartedItem key={step.id} step={step} base={base} />
            ))}
          </ol>
        </>
      )}
    </section>
  );
}
