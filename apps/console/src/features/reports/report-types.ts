// The campaign report, the conversion-test panel and an event with its adjustments as the API
// answers them (docs/api.md#reports, docs/api.md#adjustments),
// named from the generated schema.d.ts so they follow the gateway.
import type { components } from '@/api/schema';

export type CampaignReport = components['schemas']['CampaignReportDto'];
export type ConversionTest = components['schemas']['ConversionTestDto'];
export type PanelSubmission = components['schemas']['PanelSubmissionDto'];
export type PanelAdjustment = components['schemas']['PanelAdjustmentDto'];
export type EventDetail = components['schemas']['EventDetailDto'];
export type EventAdjustment = components['schemas']['AdjustmentDto'];
