// The campaign report and conversion-test panel as the API answers them (docs/api.md#reports),
// named from the generated schema.d.ts so they follow the gateway.
import type { components } from '@/api/schema';

export type CampaignReport = components['schemas']['CampaignReportDto'];
export type ConversionTest = components['schemas']['ConversionTestDto'];
export type PanelSubmission = components['schemas']['PanelSubmissionDto'];
