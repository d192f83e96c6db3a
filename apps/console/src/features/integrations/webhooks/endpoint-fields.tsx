// EndpointFields: a webhook endpoint's URL, description and event types, the fields that
// creating an endpoint and changing its settings share. Creating explains the URL and what
// leaving every type unticked means; the settings present the types as a filter.
import { CheckboxGroup } from '@/shared/checkbox-group';
import { FormField } from '@/shared/form-field';
import type { EndpointField, EndpointValues } from './endpoint-values';
import { useEventTypeOptions } from './use-event-type-options';

const TEXTS = {
  create: {
    urlHint:
      'An https address that accepts POST requests, e.g. https://shop.example.com/webhooks/conversions.',
    urlInputMode: 'url',
    eventTypesLegend: 'Event types',
    eventTypesHint: 'Leave all unticked to receive every type, including types added later.',
  },
  edit: {
    urlHint: undefined,
    urlInputMode: undefined,
    eventTypesLegend: 'Event types (filter)',
    eventTypesHint: 'Only the ticked types are sent. None ticked: every type, including types added later.',
  },
} as const;

interface EndpointFieldsProps {
  mode: keyof typeof TEXTS;
  values: EndpointValues;
  onChange: (change: Partial<EndpointValues>) => void;
  /** The id and error of each field (useFormErrors' fieldProps). */
  fieldProps: (field: EndpointField) => { id: string; error?: string };
}

export function EndpointFields({ mode, values, onChange, fieldProps }: EndpointFieldsProps) {
  const options = useEventTypeOptions();
  const texts = TEXTS[mode];
  return (
    <>
      <FormField {...fieldProps('url')} label="URL" hint={texts.urlHint} required>
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
    </>
  );
}
