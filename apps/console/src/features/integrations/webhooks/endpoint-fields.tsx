// EndpointFields: a webhook endpoint's URL, description, event types and test traffic, the
// fields that creating an endpoint and changing its settings share. Both say which URLs this instance
// accepts (webhook-url.ts); creating explains what leaving every type unticked means, the
// settings present the types as a filter.
import { CheckboxGroup } from '@/shared/checkbox-group';
import { FormField } from '@/shared/form-field';
import type { EndpointField, EndpointValues } from './endpoint-values';
import { useEventTypeOptions } from './use-event-type-options';
import { urlHint, type UrlScheme } from './webhook-url';

const TEXTS = {
  create: {
    urlInputMode: 'url',
    eventTypesLegend: 'Event types',
    eventTypesHint: 'Leave all unticked to receive every type, including types added later.',
  },
  edit: {
    urlInputMode: undefined,
    eventTypesLegend: 'Event types (filter)',
    eventTypesHint: 'Only the ticked types are sent. None ticked: every type, including types added later.',
  },
} as const;

const TEST_TRAFFIC_OPTIONS = [
  {
    value: 'include',
    label: 'Also send test traffic',
    hint: 'Events and adjustments sent with a test key, and their outcomes, each marked "test": true. Unticked: live traffic only.',
  },
] as const;

interface EndpointFieldsProps {
  mode: keyof typeof TEXTS;
  values: EndpointValues;
  onChange: (change: Partial<EndpointValues>) => void;
  /** The id and error of each field (useFormErrors' fieldProps). */
  fieldProps: (field: EndpointField) => { id: string; error?: string };
  /** The URL schemes this instance accepts (useUrlSchemes), undefined until known. */
  urlSchemes: readonly UrlScheme[] | undefined;
}

export function EndpointFields({ mode, values, onChange, fieldProps, urlSchemes }: EndpointFieldsProps) {
  const options = useEventTypeOptions();
  const texts = TEXTS[mode];
  return (
    <>
      <FormField {...fieldProps('url')} label="URL" hint={urlHint(urlSchemes)} required>
        {(control) => (
          <input
            {...control}
            className="input"
            type="url"
            inputMode={texts.urlInputMode}
            value={values.url}
            onChange={(e) => onChange({ url: e.currentTarget.value })}
          />
        )}
      </FormField>
      <FormField {...fieldProps('description')} label="Description">
        {(control) => (
          <input
            {...control}
            className="input"
            value={values.description}
            maxLength={500}
            onChange={(e) => onChange({ description: e.currentTarget.value })}
          />
        )}
      </FormField>
      <CheckboxGroup
        {...fieldProps('eventTypes')}
        legend={texts.eventTypesLegend}
        hint={texts.eventTypesHint}
        options={options}
        selected={values.eventTypes}
        onChange={(eventTypes) => onChange({ eventTypes })}
      />
      <CheckboxGroup
        {...fieldProps('includeTestEvents')}
        legend="Test traffic"
        options={TEST_TRAFFIC_OPTIONS}
        selected={values.includeTestEvents ? ['include'] : []}
        onChange={(selected) => onChange({ includeTestEvents: selected.includes('include') })}
      />
    </>
  );
}
