import { WHO_CAN_ADD, WHO_CAN_ADD_LABELS } from '@groupmap/contracts';
import { Form, Radio } from 'antd';
import { Controller, type Control } from 'react-hook-form';
import type { MapSettingsValues } from '../model/map-settings-values';
import { FIELD_LABELS } from './field-labels';

/**
 * "Who can add locations" (issue 24): on every plan, since safety is not an upsell. The choices are
 * a radio group, so all three read at once and each is one press away.
 */
export function WhoCanAddItem({ control }: { control: Control<MapSettingsValues> }) {
  return (
    <Form.Item label={FIELD_LABELS.whoCanAdd} htmlFor="map-who-can-add">
      <Controller
        control={control}
        name="whoCanAdd"
        render={({ field }) => (
          <Radio.Group
            id="map-who-can-add"
            aria-label={FIELD_LABELS.whoCanAdd}
            value={field.value}
            onChange={(event) => field.onChange(event.target.value)}
            options={WHO_CAN_ADD.map((value) => ({ value, label: WHO_CAN_ADD_LABELS[value] }))}
          />
        )}
      />
    </Form.Item>
  );
}
