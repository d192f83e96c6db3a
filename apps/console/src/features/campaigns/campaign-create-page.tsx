// CampaignCreatePage: /campaigns/new: a new campaign, then its report. Its route needs
// campaigns:write.
import { useNavigate } from 'react-router';
import { useWorkspace } from '@/features/workspaces/workspace-context';
import { isoToLocalInput } from '@/shared/datetime-local';
import { Page } from '@/shared/page';
import { CampaignForm } from './campaign-form';
import type { CampaignFormValues } from './campaign-rules';
import { useSaveCampaign } from './campaign-mutations';

function startOfToday(): string {
  const today = new Date();
  today.setHours(0, 0, 0, 0);
  return isoToLocalInput(today.toISOString());
}

export function CampaignCreatePage() {
  const workspace = useWorkspace();
  const navigate = useNavigate();
  const save = useSaveCampaign(workspace.id, 'create');
  const list = `/workspaces/${workspace.id}/campaigns`;
  const initial: CampaignFormValues = {
    id: '',
    name: '',
    status: 'active',
    startsAt: startOfToday(),
    endsAt: '',
    goals: 'order_paid',
    attributionWindowDays: '0',
    countingMode: 'every',
  };

  return (
    <Page
      title="New campaign"
      eyebrow={workspace.name}
      intro={<p>A campaign decides which events count as conversions, and when.</p>}
    >
      <CampaignForm
        initial={initial}
        mode="create"
        submitLabel="Create campaign"
        busy={save.isPending}
        serverError={save.error}
        onCancel={() => navigate(list)}
        onSubmit={(values) =>
          save.mutate(values, {
            onSuccess: (campaign) => navigate(`${list}/${encodeURIComponent(campaign.id)}`),
          })
        }
      />
    </Page>
  );
}
