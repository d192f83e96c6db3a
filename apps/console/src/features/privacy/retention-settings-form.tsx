// RetentionSettingsForm: how long the workspace keeps its events and its webhook log
// (docs/privacy.md#retention): the settings read (GET .../settings), then changed in
// RetentionFields.
import { useQuery } from '@tanstack/react-query';
import { useWorkspace } from '@/features/workspaces/workspace-context';
import { ErrorState } from '@/shared/error-state';
import { LoadingState } from '@/shared/loading-state';
import { RetentionFields } from './retention-fields';
import { settingsQuery } from './settings-queries';

export function RetentionSettingsForm() {
  const workspace = useWorkspace();
  const settings = useQuery(settingsQuery(workspace.id));

  return (
    <section className="panel" aria-labelledby="retention-title">
      <h2 id="retention-title">Retention</h2>
      <p>
        How long this workspace keeps its data. A shorter retention deletes what is now older at the next
        retention sweep (within an hour); a longer one brings nothing back. Campaign totals keep counting what
        was deleted.
      </p>
      {settings.isPending ? (
        <LoadingState what="the retention settings" />
      ) : settings.isError ? (
        <ErrorState
          error={settings.error}
          what="the retention settings"
          onRetry={() => void settings.refetch()}
        />
      ) : (
        <RetentionFields saved={settings.data} />
      )}
    </section>
  );
}
