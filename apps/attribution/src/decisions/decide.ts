import { DecisionReason } from '@app/contracts';

/** What attribution needs of an event. */
export interface DecisionEvent {
  campaignId: string | null;
  name: string;
  occurredAt: Date;
}

/** What attribution needs of a campaign, as it is when the event is processed. */
export interface CampaignRules {
  id: string;
  status: 'draft' | 'active' | 'paused' | 'ended';
  startsAt: Date;
  endsAt: Date | null;
  /** When the status became `ended`: the end of a campaign that had no endsAt. */
  endedAt: Date | null;
  goals: string[];
  attributionWindowDays: number;
  countingMode: 'every' | 'once_per_contact';
}

/** The contact's conversions already counted for this campaign. */
export interface ContactHistory {
  earlierConversion: { eventId: string; occurredAt: Date } | null;
}

export interface Decision {
  counted: boolean;
  reason: DecisionReason;
  message: string;
}

const DAY_MS = 86_400_000;

/** The last moment an event may have occurred and still count, or null for no end yet. */
export function countsUntil(campaign: CampaignRules): Date | null {
  const end = campaign.endsAt ?? (campaign.status === 'ended' ? campaign.endedAt : null);
  return end ? new Date(end.getTime() + campaign.attributionWindowDays * DAY_MS) : null;
}

/**
 * Whether an event counts as a conversion for its campaign, and why (docs/attribution.md).
 * A pure function of the event, the campaign as of processing and the contact's history, so
 * every rule is unit-tested here and replaying an event gives the same decision. Checks run in
 * the order below; the first that fails is the reason.
 */
export function decide(
  event: DecisionEvent,
  campaign: CampaignRules | null,
  history: ContactHistory,
): Decision {
  if (event.campaignId === null) {
    return {
      counted: false,
      reason: 'campaign_not_specified',
      message:
        'The event names no campaign, so it cannot count as a conversion. Send campaignId with the event.',
    };
  }
  if (!campaign) {
    return {
      counted: false,
      reason: 'campaign_not_found',
      message: `No campaign "${event.campaignId}" exists in this workspace. Check the campaignId, or create the campaign first (PUT /v1/workspaces/{workspaceId}/campaigns/${event.campaignId}).`,
    };
  }
  if (campaign.status === 'draft' || campaign.status === 'paused') {
    return {
      counted: false,
      reason: 'campaign_not_active',
      message: `Campaign "${campaign.id}" is ${campaign.status}, so its events do not count. Set its status to active to count new events.`,
    };
  }
  const until = countsUntil(campaign);
  if (event.occurredAt < campaign.startsAt || (until !== null && event.occurredAt > until)) {
    // `until` already includes the window: say what it is made of rather than add it again.
    const end = campaign.endsAt ?? (campaign.status === 'ended' ? campaign.endedAt : null);
    const window =
      until && end && campaign.attributionWindowDays > 0
        ? ` (its end, ${end.toISOString()}, plus an attribution window of ${campaign.attributionWindowDays} day(s))`
        : '';
    return {
      counted: false,
      reason: 'outside_campaign_period',
      message: `The event occurred at ${event.occurredAt.toISOString()}, outside campaign "${campaign.id}"'s period (from ${campaign.startsAt.toISOString()}${
        until ? ` to ${until.toISOString()}${window}` : ', with no end yet'
      }). Check occurredAt, or the campaign's dates.`,
    };
  }
  if (!campaign.goals.includes(event.name)) {
    return {
      counted: false,
      reason: 'not_a_goal_event',
      message: `"${event.name}" is not a goal of campaign "${campaign.id}"; its goals are ${campaign.goals
        .map((g) => `"${g}"`)
        .join(', ')}. Send one of those names, or add this one to the campaign's goals.`,
    };
  }
  if (campaign.countingMode === 'once_per_contact' && history.earlierConversion) {
    return {
      counted: false,
      reason: 'already_converted',
      message: `This contact already converted for campaign "${campaign.id}" (event ${history.earlierConversion.eventId}), and the campaign counts one conversion per contact.`,
    };
  }
  return {
    counted: true,
    reason: 'counted',
    message: `Counted as a conversion for campaign "${campaign.id}".`,
  };
}
