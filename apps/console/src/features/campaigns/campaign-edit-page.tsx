// CampaignEditPage: /campaigns/{campaignId}/edit: change a campaign (events already decided
// keep their decision), then back to its report. Its route needs campaigns:write.
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router';
import { useWorkspace } from '@/features/workspaces/workspace-context';
import { isoToLocalInput } from '@/shared/datetime-local';
import { ErrorState } from '@/shared/error-state';
import { LoadingState } from '@/shared/loading-state';
import { Page } from '@/shared/page';
import { CampaignForm } from './campaign-form';
import { campaignQuery, type Campaign } from './campaign-queries';
import type { CampaignFormValues } from './campaign-rules';
import { useSaveCampaign } from './campaign-mutations';

function toValues(campaign: Campaign): CampaignFormValues {
  return {
    id: campaign.id,
    name: campaign.name,
    status: campaign.status,
    startsAt: isoToLocalInput(campaign.startsAt),
    endsAt: isoToLocalInput(campaign.endsAt),
    goals: campaign.goals.join('\n'),
    attributionWindowDays: String(campaign.attributionWindowDays),
    countingMode: campaign.countingMode,
  };
}

export function CampaignEditPage() {
  const { campaignId = '' } = useParams();
  const workspace = useWorkspace();
  const navigate = useNavigate();
  const campaign = useQuery(campaignQuery(workspace.id, campaignId));
  const save = useSaveCampaign(workspace.id, 'edit');
  const report = `/workspaces/${workspace.id}/campaigns/${encodeURIComponent(campaignId)}`;
  const back = (
    <p>
      <Link to={report}>Back to the report</Link>
    </p>
  );

  if (campaign.isPending) {
    return (
      <Page title="Edit campaign">
        <LoadingState what="the campaign" />
      </Page>
    );
  }
  if (campaign.isError) {
    return (
      <Page title="Edit campaign">
        <ErrorState error={campaign.error} what="the campaign" onRetry={() => void campaign.refetch()} />
        {back}
      </Page>
    );
  }
  return (
    <Page
      title={`Edit ${campaign.data.name}`}
      eyebrow={workspace.name}
      intro={<p>Changes apply to events decided from now on; events already decided keep their decision.</p>}
    >
      <CampaignForm
        key={campaign.data.version}
        initial={toValues(campaign.data)}
        mode="edit"
        submitLabel="Save changes"
        busy={save.isPending}
        serverError={save.error}
        onCancel={() => navigate(report)}
        onSubmit={(values) => save.mutate(values, { onSuccess: () => navigate(report) })}
      />
    </Page>
  );
}
