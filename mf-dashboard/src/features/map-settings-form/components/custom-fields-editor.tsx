import { TEXT_LIMITS } from '@groupmap/contracts';
import { Button, Flex, Input, Typography } from 'antd';
import { FIELD_LABELS } from './field-labels';

export interface CustomFieldsEditorProps {
  fields: string[];
  onChange: (fields: string[]) => void;
  /** The plan's limit; the used/limit counter shows only when it is above zero (spec section 2). */
  limit: number;
  /** How many fields may be kept (at least `limit`; more when a map kept them after a downgrade). */
  max: number;
  disabled: boolean;
}

/**
 * The map's custom field names: the fixed Name and Address fields first (shown, not editable), then
 * one input per custom field with a remove button, and an add button while under the limit.
 */
export function CustomFieldsEditor({ fields, onChange, limit, max, disabled }: CustomFieldsEditorProps) {
  const replace = (index: number, value: string) =>
    onChange(fields.map((field, at) => (at === index ? value : field)));
  return (
    <Flex vertical gap={8}>
      <Flex justify="space-between" align="center">
        <Typography.Text strong>{FIELD_LABELS.customFields}</Typography.Text>
        {limit > 0 && (
          <Typography.Text type="secondary" data-testid="custom-field-counter">
            {fields.length}/{limit}
          </Typography.Text>
        )}
      </Flex>
      <Input value={FIELD_LABELS.fixedName} disabled aria-label={FIELD_LABELS.fixedNameLabel} />
      <Input value={FIELD_LABELS.fixedAddress} disabled aria-label={FIELD_LABELS.fixedAddressLabel} />
      {fields.map((field, index) => (
        <Flex key={index} gap={8}>
          <Input
            value={field}
            maxLength={TEXT_LIMITS.customFieldName}
            placeholder={FIELD_LABELS.customFieldPlaceholder}
            aria-label={`${FIELD_LABELS.customFieldPlaceholder} ${index + 1}`}
            disabled={disabled}
            onChange={(event) => replace(index, event.target.value)}
          />
          <Button
            disabled={disabled}
            onClick={() => onChange(fields.filter((_, at) => at !== index))}
            aria-label={`${FIELD_LABELS.removeField} ${index + 1}`}
          >
            {FIELD_LABELS.removeField}
          </Button>
        </Flex>
      ))}
      <Button disabled={disabled || fields.length >= max} onClick={() => onChange([...fields, ''])}>
        {FIELD_LABELS.addField}
      </Button>
    </Flex>
  );
}
